import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchRewardBalance } from '../lib/api/reward-points';
import { formatPoints } from '../lib/domain/money';
import { $isLoggedIn, $user } from '../stores/user';
import { useMounted } from './hooks';
import Icon from './Icon';
import { ICONS } from '../components/icons';
import { logout } from './logout';
import type { UserMenuKey } from '../lib/domain/i18n/island-keys-account';
import { useSay } from './texts';
import Runs from './Runs';

const LINKS: { href: string; label: UserMenuKey }[] = [
  { href: '/my-account', label: 'link.myAccount' },
  { href: '/my-account/customer-order', label: 'link.orders' },
  { href: '/wishlist', label: 'link.wishlist' },
];

interface Props {
  /** the session's first name as the server saw it (null for guests), so the first paint is right */
  serverName?: string | null;
}

/** Login link for guests; a profile menu for customers (SPEC §2 header). */
export default function UserMenu({ serverName = null }: Props) {
  const say = useSay<UserMenuKey>();
  const mounted = useMounted();
  const storeLoggedIn = useStore($isLoggedIn);
  const loggedIn = mounted ? storeLoggedIn || serverName !== null : serverName !== null;
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDoc);
    document.addEventListener('focusin', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDoc);
      document.removeEventListener('focusin', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // reward points (SPEC §2 header), only while the store's reward flag is on
  const [points, setPoints] = useState<number | null>(null);
  useEffect(() => {
    if (!mounted || !loggedIn) return;
    let live = true;
    void fetchRewardBalance().then((b) => live && b.rewardsOn && setPoints(b.points));
    return () => {
      live = false;
    };
  }, [mounted, loggedIn]);

  if (!loggedIn) {
    return (
      <a className="icon-btn" href="/login">
        <Icon d={ICONS.user} />
        <span className="icon-btn__label">{say('menu.login')}</span>
      </a>
    );
  }

  const name = (mounted && user?.first_name) || serverName || say('acct.there');
  return (
    <div className="user-menu" ref={box}>
      <button type="button" className="icon-btn" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon d={ICONS.user} />
        <span className="icon-btn__label">
          <Runs text={say('acct.hiName', { name })} />
        </span>
      </button>
      <ul id={id} className="user-menu__list" hidden={!open}>
        {points !== null && (
          <li className="user-menu__points">
            <a href="/redeemhistory">{say('acct.rewardPoints', { points: formatPoints(points) })}</a>
          </li>
        )}
        {LINKS.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{say(l.label)}</a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logout()}>
            {say('menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
