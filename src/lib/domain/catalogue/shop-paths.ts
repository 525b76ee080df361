/** The store's own page paths that both the pages and the server's messages (SMS, notifications) link to. */
export function productPath(slug: string): string {
  return `/product-details-one/${slug}`;
}
