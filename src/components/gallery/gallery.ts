/**
 * The product gallery before and after swiper. On load it is plain HTML: the photos are a CSS
 * scroll-snap strip (swipe works with no script) and this small script moves it from the thumbnails
 * and the arrow keys. swiper (zoom, pagination, smooth drag) and its CSS are fetched only when the
 * shopper reaches for the gallery (touch, pointer, focus), so the page's first load does not carry them.
 */
import type { GalleryDriver } from './gallery-driver';

export function startGallery(gallery: HTMLElement): void {
  const main = gallery.querySelector<HTMLElement>('.gallery__main');
  const strip = gallery.querySelector<HTMLElement>('[data-gallery-slides]');
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('.gallery__thumb')];
  if (!main || !strip || thumbs.length < 2) return;
  const count = thumbs.length;
  let current = 0;
  let live: GalleryDriver | null = null;
  let loading: Promise<void> | null = null;

  const show = (index: number) => {
    current = index;
    thumbs.forEach((t, i) => t.setAttribute('aria-pressed', String(i === index)));
  };
  const go = (index: number) => {
    const to = Math.max(0, Math.min(count - 1, index));
    if (live) live.go(to);
    else strip.scrollTo({ left: to * strip.clientWidth, behavior: 'smooth' });
    show(to);
  };

  const wake = () => {
    loading ??= import('./gallery-swiper')
      .then(async ({ liveGallery }) => {
        live = await liveGallery(gallery, main, strip, () => current, show);
      })
      .catch(() => {
        loading = null; // offline for a moment: the strip still works, try again on the next touch
      });
  };
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'mouseover'] as const) {
    gallery.addEventListener(type, wake, { passive: true, once: type !== 'focusin' });
  }

  // a swipe on the strip: follow where it settles (not every frame of a thumbnail's smooth scroll)
  let settle = 0;
  strip.addEventListener(
    'scroll',
    () => {
      clearTimeout(settle);
      settle = window.setTimeout(() => {
        // swiper moves with transforms, not scrolls; its taking over resets the strip to 0, not a move
        if (!gallery.classList.contains('gallery--live')) show(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
      }, 120);
    },
    { passive: true },
  );
  gallery.addEventListener('click', (e) => {
    const thumb = (e.target as Element).closest<HTMLButtonElement>('.gallery__thumb');
    if (thumb) go(Number(thumb.dataset.index));
  });
  main.addEventListener('keydown', (e) => {
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  });
}
