import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ICONS } from '../components/icons';
import { fetchRewardBalance, type RewardBalance } from '../lib/api/reward-points';
import { formatPoints } from '../lib/domain/money';
import { $isLoggedIn, $user } from '../stores/user';
import { useMounted } from './hooks';
import Icon from './Icon';
import { logout } from './logout';

interface Props {
  /** the links that are the same for everyone, as server HTML (components/DrawerLinks.astro) */
  children?: ReactNode;
  /** the "Follow us" list under the menu (components/DrawerSocial.astro) */
  social?: ReactNode;
  /** the menu's own words in Kannada or Hindi, picked on the server (English when absent) */
  text?: Partial<MenuText>;
  /** the page's language prefix for links ('/kn', '/hi'; none for English) */
  base?: string;
}

const MENU_TEXT = {
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.title': 'Menu',
  'menu.welcomeBack': 'Welcome back',
  'menu.welcome': 'Welcome to Haat Fresh',
  'menu.points': 'Loyalty points',
  'menu.redeemHistory': 'Redeem history',
  'menu.bills': 'My bills',
  'link.myAccount': 'My account',
  'menu.orders': 'My orders',
  'menu.favourites': 'Favourites',
  'menu.logout': 'Logout',
  'menu.login': 'Login',
};
export type MenuText = typeof MENU_TEXT;
export const MENU_TEXT_KEYS = Object.keys(MENU_TEXT) as (keyof MenuText)[];

const ACCOUNT_LINKS: { href: string; label: keyof MenuText; icon: string }[] = [
  { href: '/redeemhistory', label: 'menu.redeemHistory', icon: ICONS.history },
  { href: '/bills', label: 'menu.bills', icon: ICONS.bill },
  { href: '/my-account', label: 'link.myAccount', icon: ICONS.user },
  { href: '/my-account/customer-order', label: 'menu.orders', icon: ICONS.box },
  { href: '/wishlist', label: 'menu.favourites', icon: ICONS.heart },
];

/** The slide-in menu for phones and tablets (SPEC §2 mobile menu), a native modal <dialog>. */
export default function MobileMenu({ children, social, text, base = '' }: Props) {
  const href = (path: string) => base + path;
  const say = (key: keyof MenuText) => text?.[key] ?? MENU_TEXT[key];
  const mounted = useMounted();
  const loggedIn = useStore($isLoggedIn);
  const user = useStore($user);
  const dialog = useRef<HTMLDialogElement>(null);
  const [points, setPoints] = useState<RewardBalance>({ rewardsOn: true, points: null });
  const [asked, setAsked] = useState(false);
  const signedIn = mounted && loggedIn;

  const open = () => {
    dialog.current?.showModal();
    if (signedIn && !asked) {
      setAsked(true);
      void fetchRewardBalance().then(setPoints);
    }
  };
  const close = () => dialog.current?.close();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // a click on the backdrop lands on the dialog element itself
    const onClick = (e: MouseEvent) => e.target === d && d.close();
    d.addEventListener('click', onClick);
    return () => d.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <button type="button" className="icon-btn menu-toggle" aria-label={say('menu.open')} aria-haspopup="dialog" onClick={open}>
        <Icon d={ICONS.menu} />
      </button>
      <dialog ref={dialog} className="drawer" aria-label={say('menu.title')}>
        <div className="drawer__head">
          {signedIn && user?.first_name ? (
            <div className="drawer__user">
              <p className="drawer__name">
                {user.first_name} {user.last_name}
              </p>
              {user.phone && <p>{user.phone}</p>}
              {user.email && <p>{user.email}</p>}
            </div>
          ) : (
            <p className="drawer__name">{signedIn ? say('menu.welcomeBack') : say('menu.welcome')}</p>
          )}
          <button type="button" className="icon-btn" aria-label={say('menu.close')} onClick={close}>
            <Icon d={ICONS.close} />
          </button>
        </div>
        <nav aria-label={say('menu.title')} className="drawer__nav">
          {signedIn && (
            <ul className="drawer__list">
              {points.rewardsOn && (
                <li className="drawer__points">
                  <Icon d={ICONS.award} size={20} />
                  <span>{say('menu.points')}</span>
                  <strong>{points.points === null ? '—' : formatPoints(points.points)}</strong>
                </li>
              )}
              {ACCOUNT_LINKS.map((l) => (
                <li key={l.href}>
                  <a href={href(l.href)}>
                    <Icon d={l.icon} size={20} />
                    {say(l.label)}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {children}
          <ul className="drawer__list">
            <li>
              {signedIn ? (
                <button type="button" onClick={() => void logout()}>
                  <Icon d={ICONS.logout} size={20} />
                  {say('menu.logout')}
                </button>
              ) : (
                <a href={href('/login')}>
                  <Icon d={ICONS.login} size={20} />
                  {say('menu.login')}
                </a>
              )}
            </li>
          </ul>
        </nav>
        {social}
      </dialog>
    </>
  );
}
