/**
 * "Buy again" (issue 17): every line of an earlier order that is still sold goes back into the
 * customer's cart at today's price, within today's quantity rules, through the same putInCart the
 * Buy button uses. Each line says what happened (price changed, fewer units, out of stock).
 */
import { reorderMessage, reorderQuantity, type ReorderLine, type ReorderOutcome } from '../../../../src/lib/domain/cart/buy-again';
import { isAvailable, unitPrice } from '../../../../src/lib/domain/catalogue/pricing';
import { findCartLine, findProductCard } from '../../db/cart';
import { findUserOrder, listOrderLines } from '../../db/orders';
import { ShopError } from '../../errors';
import { putInCart } from './cart';
import { sayIn } from '../../../../src/lib/domain/i18n/t';
import { said } from '../../../../src/lib/domain/i18n/said';

export const ORDER_NOT_FOUND = 'Order not found';

function line(l: Omit<ReorderLine, 'message'>): ReorderLine {
  return { ...l, message: reorderMessage(l) };
}

export async function buyAgain(db: D1Database, userId: number, orderRef: string, now: number): Promise<ReorderLine[]> {
  const order = await findUserOrder(db, userId, orderRef);
  if (!order) throw new ShopError(said('srv.orderNotFound'), 404);
  const out: ReorderLine[] = [];
  for (const ordered of await listOrderLines(db, order.id)) {
    const base = { product_id: ordered.product_id, name: ordered.name, was_price: ordered.attribute_price ?? ordered.price };
    const product = await findProductCard(db, ordered.product_id);
    const attribute = ordered.attribute_id ? product?.attributes.find((a) => a.id === ordered.attribute_id) : null;
    if (!product || attribute === undefined) {
      out.push(line({ ...base, outcome: 'not_sold', qty: 0, price: null }));
      continue;
    }
    const today = unitPrice(product, attribute, now);
    if (await findCartLine(db, userId, product.id)) {
      out.push(line({ ...base, outcome: 'in_cart', qty: 0, price: today.selling }));
      continue;
    }
    const plan = isAvailable(product) ? reorderQuantity(product, ordered.qty, today.deal) : null;
    if (!plan) {
      out.push(line({ ...base, outcome: 'out_of_stock', qty: 0, price: today.selling }));
      continue;
    }
    try {
      await putInCart(db, userId, { pid: product.id, qty: plan.qty, aid: attribute?.id ?? 0, mode: 'add' }, now);
    } catch (err) {
      if (!(err instanceof ShopError)) throw err;
      out.push({ ...base, outcome: 'refused', qty: 0, price: today.selling, message: `${ordered.name}: ${sayIn('en', err.said)}` });
      continue;
    }
    const outcome: ReorderOutcome = plan.capped ? 'quantity_capped' : today.selling !== base.was_price ? 'price_changed' : 'added';
    out.push(line({ ...base, outcome, qty: plan.qty, price: today.selling }));
  }
  return out;
}
