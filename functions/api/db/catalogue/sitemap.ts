/** The public catalogue's addresses, for sitemap.xml: every category and every product page. */
export interface SitemapRows {
  categories: string[];
  products: string[];
}

export async function listSitemapSlugs(db: D1Database, maxProducts: number): Promise<SitemapRows> {
  const [cats, prods] = await db.batch<{ slug: string }>([
    db.prepare('SELECT slug FROM category ORDER BY sort, id'),
    db.prepare('SELECT slug FROM product ORDER BY id LIMIT ?1').bind(maxProducts),
  ]);
  return { categories: cats!.results.map((r) => r.slug), products: prods!.results.map((r) => r.slug) };
}
