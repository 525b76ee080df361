/**
 * swiper on the product gallery: pinch and double-tap zoom, pagination dots and a drag that follows
 * the finger, which a scroll-snap strip cannot do. Loaded on the shopper's first touch of the gallery
 * (gallery.ts).
 *
 * Its CSS comes through the build as a file of its own (`?url`), linked when this module runs: a plain
 * `import 'swiper/css'` here would be hoisted by Astro into the product page's <head> and block
 * every first paint; an injected <style> would be refused by the pages' CSP (style-src 'self' + hashes).
 */
import Swiper from 'swiper';
import { Pagination, Zoom } from 'swiper/modules';
import swiperCss from './swiper.css?url';
import type { GalleryDriver } from './gallery-driver';

function stylesheet(href: string): Promise<void> {
  const there = document.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
  if (there) return Promise.resolve();
  return new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // on error the strip still works unstyled by swiper: go on rather than hang
    link.onload = link.onerror = () => done();
    // (workers-types' Element shadows the DOM's in this project's types)
    (document.head as unknown as { append(n: unknown): void }).append(link);
  });
}

export async function liveGallery(
  gallery: HTMLElement,
  main: HTMLElement,
  strip: HTMLElement,
  start: () => number,
  show: (index: number) => void,
): Promise<GalleryDriver> {
  await stylesheet(swiperCss);
  // the photo on show now, not when the shopper first touched (a thumbnail may have moved the strip since)
  const initialSlide = start();
  gallery.classList.add('gallery--live');
  strip.scrollLeft = 0;
  const swiper = new Swiper(main, {
    modules: [Pagination, Zoom],
    initialSlide,
    speed: 250,
    zoom: { maxRatio: 3, toggle: true },
    pagination: { el: gallery.querySelector<HTMLElement>('[data-gallery-dots]'), clickable: true },
    // the thumbnails and arrow keys (gallery.ts) already drive it; swiper's own would be a second set
    keyboard: false,
    a11y: false,
  });
  swiper.on('slideChange', () => show(swiper.activeIndex));
  show(swiper.activeIndex);
  return { go: (index) => swiper.slideTo(index) };
}
