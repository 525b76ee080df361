import HeaderCounts from './HeaderCounts';
import UserMenu from './UserMenu';
import type { HeaderActionsKey } from '../lib/domain/i18n/island-keys-account';
import { TextsProvider, type IslandTexts } from './texts';

interface Props {
  /** the session's first name as the server saw it (null for guests) */
  serverName?: string | null;
  /** the counts' and the account menu's words in the page's language (texts(lang, HEADER_ACTIONS_KEYS)) */
  text: IslandTexts<HeaderActionsKey>;
}

/**
 * The header's right-hand corner (counts, then the account menu) as one island: two islands side by
 * side each paid for their own chunk and hydration on every page.
 */
export default function HeaderActions({ serverName = null, text }: Props) {
  return (
    <TextsProvider value={text}>
      <HeaderCounts />
      <UserMenu serverName={serverName} />
    </TextsProvider>
  );
}
