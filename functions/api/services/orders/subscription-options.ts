/**
 * What the "Daily milk" page offers a shopper who subscribes (issue 32, docs/subscriptions.md): the
 * daily fresh products, their own addresses with the branch that serves each, the morning delivery
 * slots of those branches, and whether points can pay. The API checks every choice again.
 */
import { rewardsOn } from '../../../../src/lib/domain/loyalty/points';
import type { SubscribeOptions } from '../../../../src/lib/domain/orders/subscription-view';
import { MORNING_ENDS_MIN, SUBSCRIBABLE_SUBCATEGORIES } from '../../../../src/lib/domain/orders/subscriptions';

export async function subscribeOptions(db: D1Database, userId: number): Promise<SubscribeOptions> {
  const slugs = SUBSCRIBABLE_SUBCATEGORIES.map((s) => `'${s}'`).join(', ');
  const [products, addresses, slots, setting] = await db.batch<unknown>([
    db.prepare(
      `SELECT p.id, p.name, p.discount_price AS price FROM product p JOIN subcategory sc ON sc.id = p.subcategory_id
        WHERE sc.slug IN (${slugs}) AND p.out_of_stock = 0 AND p.stock > 0 ORDER BY sc.sort, p.name`,
    ),
    db
      .prepare(
        `SELECT a.id, a.address || ', ' || a.pincode AS label, pc.branch_id FROM address a JOIN pincode pc ON pc.code = a.pincode
          WHERE a.user_id = ?1 AND pc.branch_id IS NOT NULL ORDER BY a.id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        "SELECT id, branch_id, start_min, end_min FROM delivery_slot WHERE mode = 'delivery' AND active = 1 AND start_min < ?1 ORDER BY branch_id, start_min",
      )
      .bind(MORNING_ENDS_MIN),
    db.prepare("SELECT value AS reward FROM setting WHERE key = 'reward'"),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  return {
    products: rows(products),
    addresses: rows(addresses),
    slots: rows(slots),
    points: rewardsOn(rows<{ reward: string }>(setting)[0]),
  };
}
