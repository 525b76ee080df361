/**
 * A guest's cart and wishlist badges (GuestHeaderActions.astro): the stores live in localStorage,
 * which the server cannot see, so the page is drawn with none and this fills them in — and follows
 * other tabs, as the stores do. The words come from the element's data attributes (the page's
 * language), filled like the HeaderCounts island's.
 */
import type { ReadableAtom } from 'nanostores';
import { badgeCount } from '../../lib/domain/badge-count';
import { fill } from '../../lib/domain/i18n/fill';
import { $cartCount } from '../../stores/cart-count';
import { $wishlistCount } from '../../stores/wishlist';

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

export function showGuestCounts(): void {
  const box = document.querySelector<HTMLElement>('.guest-counts');
  if (!box) return;
  const words = { one: box.dataset.one ?? '', many: box.dataset.many ?? '' };
  for (const link of box.querySelectorAll<HTMLElement>('[data-count]')) {
    const store = STORES[link.dataset.count ?? ''];
    store?.subscribe((count) => showCount(link, count, words));
  }
}
