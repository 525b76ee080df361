/**
 * The API routes the load section measures, one list for the bench (scripts/bench.mjs) and the tail
 * probe (tail-probe.mjs), as autocannon requests.
 */

/** An autocannon request posting `body` as JSON. */
export const jsonPost = (path, body) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * [key, row name, request] for each API route, `product` being the bench's (bench-product.mjs).
 * @param {{ slug: string }} product
 */
export const apiRoutes = (product) => [
  ['homeProduct', 'POST /api/homeProduct (hot)', jsonPost('/api/homeProduct', { type: 'hot' })],
  ['product', `GET /api/product/${product.slug}`, { path: `/api/product/${product.slug}` }],
  ['search', 'POST /api/search "rice"', jsonPost('/api/search', { search: 'rice' })],
];
