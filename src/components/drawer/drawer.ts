/**
 * The mobile menu's behaviour (MobileMenu.astro): the toggle opens the modal <dialog> (Escape and
 * focus are the browser's), the close button and a click on the backdrop close it, a signed-in
 * customer's first opening fetches the points balance, and Logout logs out.
 */
import { fetchRewardBalance } from '../../lib/api/reward-points';
import { formatPoints } from '../../lib/domain/money/money';
import { logout } from '../../islands/logout';

export function startDrawer(dialog: HTMLDialogElement): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  const points = dialog.querySelector<HTMLElement>('[data-drawer-points]');
  let asked = false;

  toggle?.addEventListener('click', () => {
    dialog.showModal();
    if (points && !asked) {
      asked = true;
      void fetchRewardBalance().then(({ rewardsOn, points: balance }) => {
        // the store's reward flag is off: no points line at all (SPEC §9)
        if (!rewardsOn) return points.remove();
        if (balance !== null) points.querySelector('strong')!.textContent = formatPoints(balance);
      });
    }
  });
  dialog.addEventListener('click', (e) => {
    const target = e.target as Element;
    // a click on the backdrop lands on the dialog element itself
    if (target === dialog || target.closest('[data-drawer-close]')) dialog.close();
    else if (target.closest('[data-drawer-logout]')) void logout();
  });
  toggle?.setAttribute('data-ready', '');
}
