import type { Category, CategoryWithSubs, Subcategory } from '../../../../src/lib/domain/types';
import { readBatch, reads, type Reads } from '../batch';
import { escapeLike } from '../like';

export interface SubcategoryRef {
  id: number;
  name: string;
  slug: string;
}

const CATEGORY_ORDER = 'ORDER BY sort, id';

export function listCategoriesStatement(db: D1Database): Reads<Category> {
  return reads(db.prepare(`SELECT id, name, slug, photo FROM category ${CATEGORY_ORDER}`));
}

export async function listCategories(db: D1Database): Promise<Category[]> {
  return (await listCategoriesStatement(db).all<Category>()).results;
}

/**
 * Categories, their subcategories and the first `productsPerSub` products of each, for the
 * mega-menu and the all-category accordion: three statements, one batch, grouped here.
 */
export async function listCategoryTree(db: D1Database, productsPerSub: number): Promise<CategoryWithSubs[]> {
  const [cats, subs, prods] = await readBatch(db, [
    listCategoriesStatement(db),
    reads<SubcategoryRef & { category_id: number }>(
      db.prepare('SELECT id, category_id, name, slug FROM subcategory ORDER BY category_id, sort, id'),
    ),
    reads<{ subcategory_id: number; id: number; name: string; slug: string }>(
      db
        .prepare(
          // the first few of each subcategory by its index, not a numbering of the whole shelf
          `SELECT s.id AS subcategory_id, p.id, p.name, p.slug FROM subcategory s
           JOIN product p ON p.id IN (SELECT id FROM product WHERE subcategory_id = s.id ORDER BY id LIMIT ?)
           ORDER BY s.id, p.id`,
        )
        .bind(productsPerSub),
    ),
  ]);
  const productsBySub = new Map<number, Subcategory['products']>();
  for (const p of prods) {
    const list = productsBySub.get(p.subcategory_id) ?? [];
    list.push({ id: p.id, name: p.name, slug: p.slug });
    productsBySub.set(p.subcategory_id, list);
  }
  const subsByCategory = new Map<number, Subcategory[]>();
  for (const s of subs) {
    const list = subsByCategory.get(s.category_id) ?? [];
    list.push({ id: s.id, name: s.name, slug: s.slug, products: productsBySub.get(s.id) ?? [] });
    subsByCategory.set(s.category_id, list);
  }
  return cats.map((c) => ({ ...c, subcategories: subsByCategory.get(c.id) ?? [] }));
}

/** A category by slug, or by id when the reference is all digits, with its subcategories. */
export async function findCategory(db: D1Database, slugOrId: string): Promise<(Category & { subcategories: SubcategoryRef[] }) | null> {
  const byId = /^\d+$/.test(slugOrId);
  const key = byId ? Number(slugOrId) : slugOrId;
  const [cat, subs] = await readBatch(db, [
    reads<Category>(db.prepare(`SELECT id, name, slug, photo FROM category WHERE ${byId ? 'id' : 'slug'} = ?`).bind(key)),
    reads<SubcategoryRef>(
      db
        .prepare(
          `SELECT s.id, s.name, s.slug FROM subcategory s
           WHERE s.category_id = (SELECT id FROM category WHERE ${byId ? 'id' : 'slug'} = ?)
           ORDER BY s.sort, s.id`,
        )
        .bind(key),
    ),
  ]);
  const category = cat[0];
  if (!category) return null;
  return { ...category, subcategories: subs };
}

/** Categories whose name contains every word (each word matched literally, case-insensitively). */
export function searchCategoriesStatement(db: D1Database, words: string[], limit: number): Reads<Category> {
  const where = words.length ? words.map(() => "name LIKE ? ESCAPE '\\'").join(' AND ') : '0';
  return reads(
    db
      .prepare(`SELECT id, name, slug, photo FROM category WHERE ${where} ${CATEGORY_ORDER} LIMIT ?`)
      .bind(...words.map((w) => `%${escapeLike(w)}%`), limit),
  );
}
