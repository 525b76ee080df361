import { useState } from 'react';
import { useMounted } from './hooks';
import Icon from './Icon';
import { ICONS } from '../components/icons';
import { logout } from './logout';
import type { IslandTexts } from './texts';

interface Props {
  /** where to go afterwards: SPEC §4 sends the account menu's logout home */
  to?: string;
  className?: string;
  /** its word in the page's language (texts(lang, ['menu.logout'])) */
  text: IslandTexts<'menu.logout'>;
}

/** Ends the session on the server, forgets the stored user, then leaves the account area. */
export default function LogoutButton({ to = '/', className = 'account-menu__link', text }: Props) {
  const [busy, setBusy] = useState(false);
  // a click before hydration would do nothing at all
  const mounted = useMounted();
  const onClick = () => {
    setBusy(true);
    return logout(to);
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={busy || !mounted}>
      <Icon d={ICONS.logout} size={20} />
      <span>{text['menu.logout']}</span>
    </button>
  );
}
