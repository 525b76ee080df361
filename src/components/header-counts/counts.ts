/**
 * The header's badges (HeaderCounts.astro): the cart and wishlist stores live in localStorage, which
 * the server cannot see, so the page is drawn with none and this fills them in — and follows other
 * tabs, as the stores do. A signed-in shopper's bell asks the server for the unread count once. The
 * words come from the element's data attributes (the page's language).
 */
import type { ReadableAtom } from 'nanostores';
import { badgeCount } from '../../lib/domain/cart/badge-count';
import { fill } from '../../lib/domain/i18n/fill';
import { $cartCount } from '../../stores/cart-count';
import { $wishlistCount } from '../../stores/wishlist';
import type { PageAnswer } from '../../lib/api/page-answers';

const STORES: Record<string, ReadableAtom<number>> = { cart: $cartCount, wishlist: $wishlistCount };

function showCount(link: HTMLElement, count: number, words: { one: string; many: string }): void {
  link.setAttribute('aria-label', fill(count === 1 ? words.one : words.many, { label: link.dataset.label ?? '', count }));
  let badge = link.querySelector<HTMLElement>('.icon-btn__count');
  if (count <= 0) {
    badge?.remove();
    return;
  }
  if (!badge) {
    badge = document.createElement('span');
    badge.className = 'icon-btn__count';
    badge.setAttribute('aria-hidden', 'true');
    link.insertAdjacentElement('beforeend', badge);
  }
  badge.textContent = badgeCount(count);
}

/** Reads the unread count (`{ status: 1, count }`); no answer, or one we do not understand, counts as 0. */
async function unreadNotifications(): Promise<number> {
  try {
    const res = await fetch('/api/notification/count', { credentials: 'same-origin' });
    const body: PageAnswer<'notification/count'> | null = res.ok ? await res.json() : null;
    return body?.status === 1 && body.count > 0 ? body.count : 0;
  } catch {
    return 0;
  }
}

export function showHeaderCounts(): void {
  const box = document.querySelector<HTMLElement>('.header-counts');
  if (!box) return;
  const words = { one: box.dataset.one ?? '', many: box.dataset.many ?? '' };
  for (const link of box.querySelectorAll<HTMLElement>('[data-count]')) {
    const kind = link.dataset.count ?? '';
    // notifications are per customer: the bell carries data-count only for a signed-in shopper
    if (kind === 'notifications') void unreadNotifications().then((n) => showCount(link, n, words));
    else STORES[kind]?.subscribe((count) => showCount(link, count, words));
  }
}
