import type { ProductCard } from '../../../../src/lib/domain/types';
import { readBatch, reads } from '../batch';
import { CARD_COLUMNS, type CardRow, toProductCard } from '../catalogue';

export interface FestivalPage {
  festival: { id: number; festivalname: string; slug: string; bannerImage: { image1: string; image2: string } };
  datas: ProductCard[];
}

interface FestivalRow {
  id: number;
  name: string;
  slug: string;
  image1: string;
  image2: string;
}

/** A festival's banners and its products in the store's order (SPEC §3 "Festival data"). */
export async function findFestivalPage(db: D1Database, festivalId: number): Promise<FestivalPage | null> {
  const [festival, products] = await readBatch(db, [
    reads<FestivalRow>(db.prepare('SELECT id, name, slug, image1, image2 FROM festival WHERE id = ?').bind(festivalId)),
    reads<CardRow>(
      db
        .prepare(
          `SELECT ${CARD_COLUMNS} FROM festival_product fp JOIN product p ON p.id = fp.product_id
           WHERE fp.festival_id = ? ORDER BY fp.sort, p.id`,
        )
        .bind(festivalId),
    ),
  ]);
  const f = festival[0];
  if (!f) return null;
  return {
    festival: { id: f.id, festivalname: f.name, slug: f.slug, bannerImage: { image1: f.image1, image2: f.image2 } },
    datas: products.map(toProductCard),
  };
}
