import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_DELAY } from '../consts';
import type { ProductCard } from '../lib/domain/types';
import type { ScrollKey } from '../lib/domain/i18n/island-keys';
import { TextsProvider, useSay, type IslandTexts } from './texts';
// the cards of later pages are drawn only once the shopper scrolls to the end of the first: their
// code (card rules, unit prices) loads then, not with the page
const loadCardView = () => import('./ProductCardView');
const ProductCardView = lazy(loadCardView);

interface ShopPage {
  products: ProductCard[];
  hasMore: boolean;
  page: number;
}

interface Props {
  /** /api/shop query for this filter, without page */
  query: string;
  /** the page the server already rendered */
  page: number;
  hasMore: boolean;
  rewards: boolean;
  now: number;
  /** the list's and its cards' words in the page's language (texts(lang, SCROLL_KEYS)) */
  text: IslandTexts<ScrollKey>;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Adds the next pages of 12 under the server-rendered first page as the shopper nears the end
 * (SPEC §4: after a 1 s delay), then says "Yay! You have seen it all". Lives inside the grid, so its
 * cards line up with the server's.
 */
export default function ShopInfiniteScroll({ text, ...props }: Props) {
  return (
    <TextsProvider value={text}>
      <MoreProducts {...props} />
    </TextsProvider>
  );
}

function MoreProducts({ query, page: firstPage, hasMore: firstHasMore, rewards, now }: Omit<Props, 'text'>) {
  const say = useSay<ScrollKey>();
  const [products, setProducts] = useState<ProductCard[]>([]);
  const [page, setPage] = useState(firstPage);
  const [hasMore, setHasMore] = useState(firstHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  // state updates land a render later; the ref stops a second scroll event starting the same page
  const busy = useRef(false);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    // fetched beside the next page, so the cards can be drawn as soon as it arrives
    void loadCardView();
    setLoading(true);
    setFailed(false);
    try {
      await wait(INFINITE_SCROLL_DELAY);
      const res = await fetch(`/api/shop?${query}&page=${page + 1}`);
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { response?: ShopPage } & Partial<ShopPage>;
      const next = body.response ?? (body as ShopPage);
      setProducts((prev) => {
        const seen = new Set(prev.map((p) => p.id));
        return [...prev, ...next.products.filter((p) => !seen.has(p.id))];
      });
      setPage(next.page);
      setHasMore(next.hasMore);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [query, page]);

  useEffect(() => {
    if (!hasMore || loading || failed) return;
    // A scroll check rather than an IntersectionObserver alone: a fast fling (or a wheel jump)
    // can carry the sentinel past the screen between two frames, and then it never "intersects".
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = sentinel.current;
      if (el && el.getBoundingClientRect().top < window.innerHeight + 600) void loadNext();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [hasMore, loading, failed, loadNext]);

  return (
    <>
      <Suspense fallback={null}>
        {products.map((p) => (
          <div className="product-grid__item" key={p.id}>
            <ProductCardView product={p} now={now} rewards={rewards} />
          </div>
        ))}
      </Suspense>
      <div ref={sentinel} className="scroll-status" role="status">
        {loading ? (
          <>
            <span className="spinner" aria-hidden="true" /> <span>{say('shop.loadingMore')}</span>
          </>
        ) : failed ? (
          <button type="button" className="btn btn--ghost" onClick={() => void loadNext()}>
            {say('shop.loadMoreFailed')}
          </button>
        ) : hasMore ? null : (
          say('seenItAll')
        )}
      </div>
    </>
  );
}
