/**
 * Opens and closes the header's account menu (HeaderUserMenu.astro): the button toggles it; a tap or
 * focus outside and Escape close it. Fills in the reward points while the store's reward flag is on,
 * and logs out through the one logout.
 */
import { fetchRewardBalance } from '../../lib/api/reward-points';
import { fill } from '../../lib/domain/i18n/fill';
import { formatPoints } from '../../lib/domain/money/money';
import { logout } from '../../islands/logout';

export function runUserMenu(): void {
  const box = document.querySelector<HTMLElement>('.user-menu');
  const button = box?.querySelector<HTMLButtonElement>('button[aria-expanded]');
  const list = box?.querySelector<HTMLElement>('.user-menu__list');
  if (!box || !button || !list) return;
  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  button.addEventListener('click', () => show(list.hidden));
  const outside = (e: Event) => {
    if (!list.hidden && !box.contains(e.target as Node)) show(false);
  };
  document.addEventListener('pointerdown', outside);
  document.addEventListener('focusin', outside);
  document.addEventListener('keydown', (e) => e.key === 'Escape' && !list.hidden && show(false));
  box.querySelector('[data-logout]')?.addEventListener('click', () => void logout());
  // tests (and styles) can tell a menu that answers taps from the server's first paint
  box.dataset.ready = '';

  const points = list.querySelector<HTMLElement>('.user-menu__points');
  if (!points) return;
  void fetchRewardBalance().then((b) => {
    if (!b.rewardsOn || b.points === null) return;
    points.querySelector('a')!.textContent = fill(points.dataset.points ?? '', { points: formatPoints(b.points) });
    points.hidden = false;
  });
}
