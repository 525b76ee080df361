import { useEffect, useMemo, useRef, useState } from 'react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY } from '../consts';
import { mediaUrl } from '../components/card-view';

export interface BannerSlide {
  photo: string;
  mobile: string;
  title: string;
  link: string;
}

interface Props {
  slides: BannerSlide[];
}

/**
 * Home banner (SPEC §2): desktop photo or mobile photo by screen width, autoplay every 2 s.
 * The slides are server HTML that already shows the first banner; swiper is fetched after
 * hydration and only adds the sliding.
 */
export default function BannerSlider({ slides }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<{ autoplay: { start(): void; stop(): void }; destroy(): void } | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!root.current || slides.length < 2) return;
    let cancelled = false;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    import('./banner-swiper').then(({ mountBanner }) => {
      if (cancelled || !root.current) return;
      swiperRef.current = mountBanner(root.current, reduceMotion ? false : BANNER_AUTOPLAY);
      if (reduceMotion) setPlaying(false);
    });
    return () => {
      cancelled = true;
      swiperRef.current?.destroy();
    };
  }, [slides.length]);

  // the same element every render, so React never touches slides swiper has rearranged (loop mode)
  const wrapper = useMemo(
    () => (
      <div className="swiper-wrapper">
        {slides.map((s, i) => (
          <a className="swiper-slide banner__slide" href={s.link || '/'} key={i}>
            <picture>
              {s.mobile && <source media="(max-width: 767px)" srcSet={mediaUrl(s.mobile)} width={600} height={400} />}
              <img
                src={mediaUrl(s.photo)}
                alt={s.title || `Offer ${i + 1}`}
                width={1280}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </picture>
          </a>
        ))}
      </div>
    ),
    [slides],
  );

  if (slides.length === 0) return null;

  const toggle = () => {
    const s = swiperRef.current;
    if (!s) return;
    if (playing) s.autoplay.stop();
    else s.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="banner swiper" ref={root} aria-roledescription="carousel" aria-label="Offers">
      {wrapper}
      <div className="swiper-pagination" />
      {slides.length > 1 && (
        <button type="button" className="banner__toggle" onClick={toggle} aria-label={playing ? 'Pause banner' : 'Play banner'}>
          {playing ? '❚❚' : '▶'}
        </button>
      )}
    </div>
  );
}
