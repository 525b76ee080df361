/**
 * Cache-Control values shared by the API (functions/api/routes) and the pages (src/server): one
 * place, so a catalogue page and the catalogue API it mirrors are kept by the CDN for as long.
 */

/**
 * Catalogue answers and pages hold nothing per shopper (a shopper's bits come from islands), so the
 * browser may keep them a minute and the CDN five, serving a stale copy while it refreshes.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** Anything that carries a shopper's or a clerk's data: never kept by a browser or a CDN. */
export const PRIVATE_NO_STORE = 'private, no-store';
