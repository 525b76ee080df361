import HeaderCounts from './HeaderCounts';
import UserMenu from './UserMenu';

interface Props {
  /** the session's first name as the server saw it (null for guests) */
  serverName?: string | null;
}

/**
 * The header's right-hand corner (counts, then the account menu) as one island: two islands side by
 * side each paid for their own chunk and hydration on every page.
 */
export default function HeaderActions({ serverName = null }: Props) {
  return (
    <>
      <HeaderCounts />
      <UserMenu serverName={serverName} />
    </>
  );
}
