/**
 * The lines a checkout prices and checks at the order's branch, whatever they come from: the cart
 * (db/orders/orders.ts) or a subscription (services/orders/subscription-orders.ts), read by the same SQL so both
 * are priced by the same rules from the same columns.
 */
import type { PricedProduct } from '../../../../src/lib/domain/types';
import { branchQtySql } from '../catalogue';

/** A cart line with everything needed to price, check and snapshot it (the product's pricing fields as the pricing rules read them). */
export interface CheckoutCartRow extends Omit<PricedProduct, 'id'> {
  product_id: number;
  attribute_id: number;
  qty: number;
  name: string;
  slug: string;
  photo: string;
  hsn_code: string;
  gst_rate: number;
  /** null when the line names a variant that no longer exists */
  a_id: number | null;
  a_name: string | null;
  a_price: number | null;
  a_selling: number | null;
  a_point: number | null;
}

/**
 * Lines to be priced and checked at the order's branch: `c` is the line source (a cart line, or a
 * subscription line: product_id, attribute_id, qty), `branch` the SQL for the selling branch.
 */
export function checkoutLineSql(from: string, branch: string, where: string): string {
  return `SELECT c.product_id, c.attribute_id, c.qty,
              p.name, p.slug, p.photo, p.previous_price AS mrp, p.discount_price AS price, p.point, p.out_of_stock,
              -- what the order's branch has of the line's pack
              ${branchQtySql(branch, 'c.product_id', 'c.attribute_id')} AS stock,
              p.pmin_count AS minQty, p.pmax_count AS maxQty, p.is_type AS dealKind, p.deal_start AS date, p.deal_end AS to_date,
              p.deal_amount AS dealPrice, p.deal_point AS dealPoints, p.max_count, p.purchased_count, p.hsn_code, p.gst_rate,
              a.id AS a_id, a.name AS a_name, a.price AS a_price, a.selling AS a_selling, a.point AS a_point
         FROM ${from} c
         JOIN product p ON p.id = c.product_id
         LEFT JOIN product_attribute a ON a.id = c.attribute_id AND a.product_id = c.product_id
        WHERE ${where}
        ORDER BY c.id`;
}
