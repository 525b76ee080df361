import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';

/**
 * Swiper with only the modules the banner uses, in its own chunk: the island imports this after
 * hydration so the first paint never waits for it.
 */
export function mountBanner(el: HTMLElement, autoplayDelay: number | false): Swiper {
  return new Swiper(el, {
    modules: [Autoplay, Pagination],
    loop: true,
    autoplay: autoplayDelay ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    pagination: { el: el.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
  });
}
