/**
 * Arranging subscription scenes (docs/subscriptions.md): the daily fresh products the store sells
 * at the test shopper's branch, and its morning delivery slot. Subscriptions themselves are made
 * through the API.
 */
import { SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { setStockAt } from './order-helpers';
import type { TestWorker } from './worker';

export interface FreshProduct {
  id: number;
  name: string;
  slug: string;
  discount_price: number;
  point: number;
}

/** Products without variants on a subcategory's shelf (by slug), cheapest first, each given `stock` at branch 1. */
export async function freshProducts(w: TestWorker, sub: string, stock = 200): Promise<FreshProduct[]> {
  const { results } = await w.env.DB.prepare(
    `SELECT p.id, p.name, p.slug, p.discount_price, p.point FROM product p JOIN subcategory s ON s.id = p.subcategory_id
      WHERE s.slug = ?1 AND p.out_of_stock = 0 AND p.is_type IS NULL AND p.pmin_count <= 1
        AND NOT EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id)
      ORDER BY p.discount_price, p.id`,
  )
    .bind(sub)
    .all<FreshProduct>();
  for (const p of results) await setStockAt(w, p.id, stock);
  return results;
}

/** A branch's delivery (or pickup) slots, earliest first. */
export async function slotsOf(w: TestWorker, mode: 'delivery' | 'pickup', branchId: number = SERVICEABLE_PINCODE.branch_id) {
  const { results } = await w.env.DB.prepare(
    'SELECT id, start_min, end_min FROM delivery_slot WHERE branch_id = ?1 AND mode = ?2 AND active = 1 ORDER BY start_min',
  )
    .bind(branchId, mode)
    .all<{ id: number; start_min: number; end_min: number }>();
  return results;
}
