/**
 * Adds the shop's next pages under the server-drawn first one (ShopMore.astro). A scroll check
 * rather than an IntersectionObserver alone: a fast fling (or a wheel jump) can carry the end past
 * the screen between two frames, and then it never "intersects".
 */
import { INFINITE_SCROLL_DELAY } from '../../consts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The cards of a fetched page, without what the partial carries for a page of its own. */
function cardsOf(html: string): { items: Element[]; page: number; hasMore: boolean; next: string } | null {
  const box = document.createElement('template');
  box.innerHTML = html;
  const root = box.content.querySelector<HTMLElement>('[data-shop-page]');
  if (!root) return null;
  // the guest Add's stepper template and scripts are the first page's already
  for (const extra of root.querySelectorAll('template#card-add-stepper, script')) extra.remove();
  return {
    items: [...root.children],
    page: Number(root.dataset.shopPage),
    hasMore: root.dataset.hasMore === 'true',
    next: root.dataset.next ?? '',
  };
}

export function startShopMore(): void {
  const status = document.querySelector<HTMLElement>('[data-shop-more]');
  if (!status) return;
  const words = { loading: status.dataset.loading ?? '', failed: status.dataset.failed ?? '' };
  let page = Number(status.dataset.page) || 1;
  let busy = false;
  // after a failed fetch only the retry button asks again, not every scroll
  let failed = false;

  // (replaceChildren and insertAdjacentElement: the Workers types give append and before other signatures)
  const show = (state: 'loading' | 'failed' | 'idle') => {
    status.replaceChildren();
    if (state === 'loading') {
      const spinner = Object.assign(document.createElement('span'), { className: 'spinner' });
      spinner.setAttribute('aria-hidden', 'true');
      status.replaceChildren(spinner, ' ', Object.assign(document.createElement('span'), { textContent: words.loading }));
    } else if (state === 'failed') {
      const retry = Object.assign(document.createElement('button'), {
        type: 'button',
        className: 'btn btn--ghost',
        textContent: words.failed,
      });
      retry.addEventListener('click', () => {
        failed = false;
        void next();
      });
      status.replaceChildren(retry);
    }
  };

  const next = async () => {
    if (busy || status.dataset.hasMore !== 'true') return;
    busy = true;
    show('loading');
    try {
      await wait(INFINITE_SCROLL_DELAY);
      // the cursor (issue 31) says where the next page starts, so page 50 is read like page 1; page only numbers it
      const cursor = status.dataset.next ? `&cursor=${encodeURIComponent(status.dataset.next)}` : '';
      const res = await fetch(`${status.dataset.shopMore}?${status.dataset.query}&page=${page + 1}${cursor}`);
      const found = res.ok ? cardsOf(await res.text()) : null;
      if (!found) throw new Error(String(res.status));
      for (const item of found.items) status.insertAdjacentElement('beforebegin', item);
      page = found.page;
      status.dataset.hasMore = String(found.hasMore);
      status.dataset.next = found.next;
      // guests' Add buttons on the new cards (card-add-start.ts)
      document.dispatchEvent(new CustomEvent('cards:added'));
      show('idle');
      if (!found.hasMore) status.textContent = status.dataset.end ?? '';
      busy = false;
      check();
    } catch {
      busy = false;
      failed = true;
      show('failed');
    }
  };

  let frame = 0;
  const check = () => {
    frame = 0;
    if (!busy && !failed && status.dataset.hasMore === 'true' && status.getBoundingClientRect().top < window.innerHeight + 600) void next();
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', onScroll, { passive: true });
  check();
}
