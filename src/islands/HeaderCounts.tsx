import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { badgeCount } from '../lib/domain/badge-count';
import { $cartCount } from '../stores/cart-count';
import { $isLoggedIn } from '../stores/user';
import { $wishlistCount } from '../stores/wishlist';
import { useMounted } from './hooks';
import Icon from './Icon';
import { ICONS } from '../components/icons';
import type { HeaderCountsKey } from '../lib/domain/i18n/island-keys-account';
import { useSay } from './texts';

/** Reads the unread count (`{ status: 1, count }`); no answer, or one we do not understand, counts as 0. */
async function fetchNotificationCount(): Promise<number> {
  try {
    const res = await fetch('/api/notification/count', { credentials: 'same-origin' });
    const n = res.ok ? Number(((await res.json()) as { count?: unknown }).count) : 0;
    return n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

function CountLink({ href, icon, label, count }: { href: string; icon: string; label: string; count: number }) {
  const say = useSay<HeaderCountsKey>();
  return (
    <a className="icon-btn" href={href} aria-label={say(count === 1 ? 'acct.countOne' : 'acct.countMany', { label, count })}>
      <Icon d={icon} />
      {count > 0 && (
        <span className="icon-btn__count" aria-hidden="true">
          {badgeCount(count)}
        </span>
      )}
    </a>
  );
}

/** Notification, wishlist and cart counts in the header (SPEC §2). */
export default function HeaderCounts() {
  const say = useSay<HeaderCountsKey>();
  const mounted = useMounted();
  const cart = useStore($cartCount);
  const wishlist = useStore($wishlistCount);
  const loggedIn = useStore($isLoggedIn);
  const [notifications, setNotifications] = useState(0);

  useEffect(() => {
    // notifications are per customer, so guests are not asked
    if (!mounted || !loggedIn) return;
    let live = true;
    fetchNotificationCount().then((n) => live && setNotifications(n));
    return () => {
      live = false;
    };
  }, [mounted, loggedIn]);

  // the server cannot see localStorage, so the first render shows zeros like the server did
  return (
    <>
      <CountLink
        href="/notification"
        icon={ICONS.bell}
        label={say('chrome.notifications')}
        count={mounted && loggedIn ? notifications : 0}
      />
      <CountLink href="/wishlist" icon={ICONS.heart} label={say('chrome.wishlist')} count={mounted ? wishlist : 0} />
      <CountLink href="/cart" icon={ICONS.cart} label={say('chrome.cart')} count={mounted ? cart : 0} />
    </>
  );
}
