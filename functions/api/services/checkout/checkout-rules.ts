/**
 * The cart rules the checkout applies, taken from the shared domain modules (the same ones the cart
 * page previews with) and adapted to the server's cart rows, with refusals that name the product.
 */
import { priceLine } from '../../../../src/lib/domain/cart/cart-total';
import { DEFAULT_IF_MISSING } from '../../../../src/lib/domain/checkout/delivery-slots';
import type { IfMissing } from '../../../../src/lib/domain/checkout/slot-messages';
import { checkCanAdd, checkQuantity, quantityRefusal } from '../../../../src/lib/domain/cart/quantity';
import type { Attribute, PricedProduct } from '../../../../src/lib/domain/types';
import type { CheckoutCartRow } from '../../db/orders';
import { branchWithStock } from '../../db/catalogue';
import { ShopError } from '../../errors';
import type { PlannedLine } from './checkout-types';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

export function outOfStockMessage(name: string): Said {
  return said('srv.nameOutOfStock', { name });
}

export function onlyLeftMessage(left: number, name: string): Said {
  return said('srv.onlyLeft', { left, name });
}

export const SIZE_GONE_AT_CHECKOUT = (name: string): Said => said('srv.sizeGone', { name });

/**
 * One cart row priced at `now` (variant > live deal > discount price) and checked with the cart's
 * availability and quantity rules; the stock refusals name the product, since a cart has many.
 */
export function planLine(row: CheckoutCartRow, now: number, ifMissing: IfMissing = DEFAULT_IF_MISSING): PlannedLine {
  let attribute: Attribute | null = null;
  if (row.attribute_id) {
    if (row.a_id === null) throw new ShopError(SIZE_GONE_AT_CHECKOUT(row.name), 409);
    attribute = { id: row.a_id, name: row.a_name ?? '', price: row.a_price ?? 0, selling: row.a_selling ?? 0, point: row.a_point ?? 0 };
  }
  const product: PricedProduct = { ...row, id: row.product_id };
  const priced = priceLine({ product, attribute, qty: row.qty }, now);
  const deal = priced.unit.deal;

  const can = checkCanAdd(product, { deal });
  if (!can.ok) throw new ShopError(can.key === 'maxOrder' ? said('maxOrder') : outOfStockMessage(row.name), 409);
  const q = checkQuantity(product, row.qty, { deal });
  if (!q.ok) throw new ShopError(q.key === 'stockExceeded' ? onlyLeftMessage(row.stock, row.name) : quantityRefusal(q.key), 409);

  return {
    product_id: row.product_id,
    attribute_id: attribute ? attribute.id : 0,
    name: row.name,
    attribute_name: attribute?.name ?? '',
    photo: row.photo,
    slug: row.slug,
    qty: row.qty,
    price: priced.unit.selling,
    main_price: priced.unit.mrp,
    attribute_price: attribute ? priced.unit.selling : null,
    reward_point: priced.unit.points,
    deal: deal ? 1 : 0,
    hsn_code: row.hsn_code,
    gst_rate: row.gst_rate,
    if_missing: ifMissing,
    line_total: priced.total,
    line_points: priced.points,
  };
}

/**
 * Every cart row planned at the order's branch. A row that branch cannot supply is refused as
 * planLine says (SPEC §8, naming the product), with a hint beside it when a pickup store has the
 * pack: "Not at Indiranagar today — pick up at Koramangala" (docs/stock.md).
 */
export async function planLinesAt(
  db: D1Database,
  rows: readonly CheckoutCartRow[],
  now: number,
  ifMissing: ReadonlyMap<number, IfMissing | undefined>,
  branchId: number,
): Promise<PlannedLine[]> {
  const lines: PlannedLine[] = [];
  for (const row of rows) {
    try {
      lines.push(planLine(row, now, ifMissing.get(row.product_id) ?? undefined));
    } catch (err) {
      const short = err instanceof ShopError && (err.said.key === 'srv.nameOutOfStock' || err.said.key === 'srv.onlyLeft');
      if (!short || row.out_of_stock === 1) throw err;
      const other = await branchWithStock(db, {
        productId: row.product_id,
        attributeId: row.attribute_id,
        qty: row.qty,
        notBranch: branchId,
      });
      if (!other) throw err;
      const hint = said('stock.elsewhere', { here: other.here, there: other.branch });
      throw new ShopError(err.said, err.httpStatus, { ...err.extra, hint, pickup_branch: other.id });
    }
  }
  return lines;
}
