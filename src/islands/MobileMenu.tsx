import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ABOUT_URL, RATE_US_URL, SOCIAL_LINKS } from '../consts';
import type { IconName } from '../components/icons';
import { formatPoints } from '../lib/domain/money';
import { $isLoggedIn, $user } from '../stores/user';
import { useMounted } from './hooks';
import Icon from './Icon';
import { logout } from './logout';

interface Props {
  categories: { name: string; slug: string }[];
}

const ACCOUNT_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: '/redeemhistory', label: 'Redeem history', icon: 'history' },
  { href: '/bills', label: 'My bills', icon: 'bill' },
  { href: '/my-account', label: 'My account', icon: 'user' },
  { href: '/my-account/customer-order', label: 'My orders', icon: 'box' },
  { href: '/wishlist', label: 'Favourites', icon: 'heart' },
];

const INFO_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: '/contactus', label: 'Contact us', icon: 'phone' },
  { href: '/terms', label: 'Terms & conditions', icon: 'shield' },
];

type PointsAnswer = { rewardsOn: boolean; points: number | null };

/** Asks the rewards service for the customer's points; points null when it cannot say. */
async function fetchPoints(): Promise<PointsAnswer> {
  try {
    const res = await fetch('/api/getrewards', { method: 'POST', credentials: 'same-origin' });
    if (!res.ok) return { rewardsOn: true, points: null };
    const body = (await res.json()) as { reward?: number; rewardpoint?: unknown; response?: { rewardpoint?: unknown } };
    // the store's reward flag is off: no points anywhere (SPEC §9)
    if (body.reward === 0) return { rewardsOn: false, points: null };
    const n = Number(body.rewardpoint ?? body.response?.rewardpoint);
    return { rewardsOn: true, points: Number.isFinite(n) ? n : null };
  } catch {
    return { rewardsOn: true, points: null };
  }
}

/** The slide-in menu for phones and tablets (SPEC §2 mobile menu), a native modal <dialog>. */
export default function MobileMenu({ categories }: Props) {
  const mounted = useMounted();
  const loggedIn = useStore($isLoggedIn);
  const user = useStore($user);
  const dialog = useRef<HTMLDialogElement>(null);
  const [points, setPoints] = useState<PointsAnswer>({ rewardsOn: true, points: null });
  const [asked, setAsked] = useState(false);
  const signedIn = mounted && loggedIn;

  const open = () => {
    dialog.current?.showModal();
    if (signedIn && !asked) {
      setAsked(true);
      fetchPoints().then(setPoints);
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
      <button type="button" className="icon-btn menu-toggle" aria-label="Open menu" aria-haspopup="dialog" onClick={open}>
        <Icon name="menu" />
      </button>
      <dialog ref={dialog} className="drawer" aria-label="Menu">
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
            <p className="drawer__name">{signedIn ? 'Welcome back' : 'Welcome to Haat Fresh'}</p>
          )}
          <button type="button" className="icon-btn" aria-label="Close menu" onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Menu">
          <ul className="drawer__list">
            {signedIn && (
              <>
                {points.rewardsOn && (
                  <li className="drawer__points">
                    <Icon name="award" size={20} />
                    <span>Loyalty points</span>
                    <strong>{points.points === null ? '—' : formatPoints(points.points)}</strong>
                  </li>
                )}
                {ACCOUNT_LINKS.map((l) => (
                  <li key={l.href}>
                    <a href={l.href}>
                      <Icon name={l.icon} size={20} />
                      {l.label}
                    </a>
                  </li>
                ))}
              </>
            )}
            <li>
              <details className="drawer__cats">
                <summary>
                  <Icon name="grid" size={20} />
                  All categories
                </summary>
                <ul>
                  <li>
                    <a href="/all-category">See all</a>
                  </li>
                  {categories.map((c) => (
                    <li key={c.slug}>
                      <a href={`/shop/${c.slug}`}>{c.name}</a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {INFO_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>
                  <Icon name={l.icon} size={20} />
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              <a href={ABOUT_URL} target="_blank" rel="noopener noreferrer">
                <Icon name="info" size={20} />
                About us<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={RATE_US_URL} target="_blank" rel="noopener noreferrer">
                <Icon name="star" size={20} />
                Rate us<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              {signedIn ? (
                <button type="button" onClick={() => void logout()}>
                  <Icon name="logout" size={20} />
                  Logout
                </button>
              ) : (
                <a href="/login">
                  <Icon name="login" size={20} />
                  Login
                </a>
              )}
            </li>
          </ul>
        </nav>
        <ul className="drawer__social" aria-label="Follow us">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.href}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </dialog>
    </>
  );
}
