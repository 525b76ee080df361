/**
 * What the scale section of the bench asks (scripts/bench/search-scale.mjs): the routes, their
 * requests and the deep pages of the shop API, reached by cursor as the scroll reaches them.
 * Each route's requests take the store's deep pages (`walkDeepPages`): the cursors differ by store.
 */

export const CONNECTIONS = 32;

/**
 * Connections for a page with the cache off. One isolate interleaves its renders, so 32 at once all
 * finish together after ~32 renders' time (3–6 s here): a run of a few seconds then counted almost
 * no answers ("0 req/s") and p50 = p99 = that queue. With 8 a render's time still shows, and the
 * req/s (what one isolate's CPU renders) is the same.
 */
export const RENDER_CONNECTIONS = 8;

/** Varied requests, so no two in a row ask the same (an answer kept anywhere would flatter the figure). */
export const SEARCHES = [
  'rice',
  'aata',
  'doodh',
  'tomatoe',
  'amul buter',
  'masala',
  'oil',
  'biscut',
  'toor daal',
  'chai',
  'sabun',
  'ghee',
  'paneer',
  'kela',
  'namkeen',
  'shampoo',
];
export const ROUTES = [
  ['static', 'static asset /favicon.svg', () => [{ path: '/favicon.svg' }]],
  ['d1', 'bare D1 one-row route /api/health/db', () => [{ path: '/api/health/db' }]],
  [
    'searchApi',
    'GET /api/search (16 queries: synonyms, typos)',
    () => SEARCHES.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}` })),
  ],
  [
    'searchRefined',
    'GET /api/search sorted + veg + stock',
    () => SEARCHES.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}&sort=price_asc&veg=veg&stock=1` })),
  ],
  [
    'suggest',
    'GET /api/suggest (header box)',
    () => SEARCHES.map((q) => ({ path: `/api/suggest?q=${encodeURIComponent(q.slice(0, 4))}` })),
  ],
  [
    'shopApi',
    'GET /api/shop filtered, sorted, page 50 (all) / 5 (category), by cursor',
    // the pages as the scroll reads them (issue 31): each by the cursor of the page before it,
    // walked once when each store starts (walkDeepPages); page 1 has none
    (deep) => [...deep.values()].map((path) => ({ path })),
  ],
  [
    'searchPage',
    'SSR /search?q=… sorted + veg',
    () => SEARCHES.map((q) => ({ path: `/search?q=${encodeURIComponent(q)}&sort=price_asc&veg=veg` })),
  ],
  [
    'shopPage',
    'SSR /shop sorted + filtered',
    () => [
      { path: '/shop?sort=price_desc&stock=1' },
      { path: '/shop/staples?sort=discount&veg=veg' },
      { path: '/shop/dairy-bakery?brand=Amul&sort=price_asc' },
    ],
  ],
  ['productPage', 'SSR product page', () => [{ path: '/product-details-one/aashirvaad-shudh-chakki-atta' }]],
];

/** [list, page]: the deep pages the shop API row asks for, each reached by its cursor (keyset). */
const DEEP_PAGES = [
  ['/api/shop?sort=price_asc', 50],
  ['/api/shop?veg=veg&stock=1&sort=discount', 50],
  ['/api/shop?category=staples&sort=price_desc', 5],
  ['/api/shop?category=dairy-bakery&brand=Amul&sort=new', 1],
];
/**
 * Walks each list from page 1 by the `next` cursor of every answer, as the shop's scroll does, and
 * keeps the deep page's path. A list shorter than that (215 products) stops at its last page: the
 * row then measures the deepest page there is. Returns list → the deep page's path (with `cursor=`).
 * @param {string} base
 * @returns {Promise<Map<string, string>>}
 */
export async function walkDeepPages(base) {
  const deepPages = new Map();
  for (const [list, page] of DEEP_PAGES) {
    let path = list;
    for (let n = 1; n < page; n++) {
      const body = await (await fetch(base + path)).json();
      const next = body?.response?.next;
      if (!next) break;
      path = `${list}&cursor=${encodeURIComponent(next)}`;
    }
    deepPages.set(list, path);
  }
  return deepPages;
}

/** Catalogue pages, also measured as served (catalogue cache on, as in production) for the page goal. */
export const PAGE_KEYS = ['searchPage', 'shopPage', 'productPage'];
export const PAGE_ROUTES = ROUTES.filter(([key]) => PAGE_KEYS.includes(key));

/** The product cards in an HTML page (ProductCard.astro's article). */
export const countCards = (html) => html.split('class="product-card"').length - 1;

/**
 * How many cards each SSR catalogue page draws at this size, on average over its requests: a page's
 * render grows with its cards, and the same 16 queries fill fewer of a 215-product shelf's pages.
 */
export async function cardsPerPage(base, deep) {
  const cards = {};
  for (const [key, , reqs] of PAGE_ROUTES) {
    let sum = 0;
    for (const r of reqs(deep)) sum += countCards(await (await fetch(base + r.path, { signal: AbortSignal.timeout(20_000) })).text());
    cards[key] = sum / reqs(deep).length;
  }
  return cards;
}
