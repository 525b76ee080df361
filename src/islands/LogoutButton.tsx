import { useState } from 'react';
import { forgetUser } from '../stores/user';
import { useMounted } from './hooks';
import Icon from './Icon';
import { ICONS } from '../components/icons';

interface Props {
  /** where to go afterwards: SPEC §4 sends the account menu's logout home */
  to?: string;
  className?: string;
}

/** Ends the session on the server, forgets the stored user, then leaves the account area. */
export default function LogoutButton({ to = '/', className = 'account-menu__link' }: Props) {
  const [busy, setBusy] = useState(false);
  // a click before hydration would do nothing at all
  const mounted = useMounted();
  const onClick = async () => {
    setBusy(true);
    try {
      await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
    } catch {
      /* offline: the browser still forgets the user; the cookie expires on its own */
    }
    forgetUser();
    location.href = to;
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={busy || !mounted}>
      <Icon d={ICONS.logout} size={20} />
      <span>Logout</span>
    </button>
  );
}
