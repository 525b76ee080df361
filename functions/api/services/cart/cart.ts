/**
 * The cart, priced by the server at `now` with the shared rules (src/lib/domain), and every change
 * checked against the product as it is in the catalogue: the variant must be the product's, the
 * deal state is the server's (the client's flag is ignored), quantities follow SPEC §5, and no price
 * is ever stored.
 */
import type { CartInsertRequest, CartLine, CartSummary } from '../../../../src/lib/domain/cart/cart-schemas';
import { cartTotals, minimumOrderMessage } from '../../../../src/lib/domain/cart/cart-total';
import { unitPrice } from '../../../../src/lib/domain/catalogue/pricing';
import { checkCanAdd, checkQuantity, quantityRefusal } from '../../../../src/lib/domain/cart/quantity';
import { orderTotals } from '../../../../src/lib/domain/orders/order-totals';
import { freeDeliveryNote, shippingOptionFor } from '../../../../src/lib/domain/cart/shipping';
import type { Attribute, ProductCard, ShippingOption } from '../../../../src/lib/domain/types';
import { chosenPackQuantity } from '../../../../src/lib/domain/catalogue/unit-price';
import {
  clearCart,
  deleteCartLine,
  findCartLine,
  findProductCard,
  insertCartLine,
  listCartProducts,
  updateCartLine,
  type CartProductRow,
} from '../../db/cart';
import { getSettings, listShippingOptions } from '../../db/content';
import { ShopError } from '../../errors';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

export const SIZE_UNAVAILABLE = 'This size is not available for this product';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const CART_UPDATED = 'Quantity updated';

function chosenAttribute(product: ProductCard, aid: number): Attribute | null | undefined {
  if (!aid) return null;
  return product.attributes.find((a) => a.id === aid);
}

/** Why a line cannot be ordered as it stands today (the checkout will refuse it), or null. */
function lineProblem(product: ProductCard, attribute: Attribute | null | undefined, qty: number, now: number): Said | null {
  if (attribute === undefined) return said('cart.sizeGone');
  const deal = unitPrice(product, attribute, now).deal;
  const can = checkCanAdd(product, { deal: false });
  if (!can.ok) return quantityRefusal(can.key);
  const q = checkQuantity(product, qty, { deal });
  return q.ok ? null : quantityRefusal(q.key);
}

export function toCartLine({ line, product }: CartProductRow, now: number): CartLine<Said> {
  const found = chosenAttribute(product, line.attribute_id);
  const attribute = found ?? null;
  const unit = unitPrice(product, attribute, now);
  return {
    id: line.line_id,
    pid: line.product_id,
    aid: attribute ? attribute.id : 0,
    qty: line.qty,
    name: product.name,
    slug: product.slug,
    photo: product.photo,
    mrp: product.mrp,
    price: product.price,
    point: product.point,
    stock: product.stock,
    out_of_stock: product.out_of_stock,
    minQty: product.minQty,
    maxQty: product.maxQty,
    dealKind: product.dealKind,
    date: product.date,
    to_date: product.to_date,
    dealPrice: product.dealPrice,
    dealPoints: product.dealPoints,
    max_count: product.max_count,
    purchased_count: product.purchased_count,
    attribute,
    net_quantity: chosenPackQuantity(product, attribute),
    net_unit: product.net_unit,
    unit_price: unit.selling,
    unit_mrp: unit.mrp,
    unit_points: unit.points,
    deal: unit.deal,
    line_total: unit.selling * line.qty,
    line_points: unit.points * line.qty,
    problem: lineProblem(product, found, line.qty, now),
  };
}

export function summarise(lines: CartLine<Said>[], options: ShippingOption[], minOrder: number, now: number): CartSummary<Said> {
  const totals = cartTotals(
    lines.map((l) => ({ product: { ...l, id: l.pid }, attribute: l.attribute, qty: l.qty })),
    now,
  );
  // the cart shows a cash delivery order before any coupon; the coupon is the browser's preview
  const order = orderTotals({ lines: totals.lines, deliveryMode: 'delivery', payment: 'cash', shippingOptions: options, rewardsOn: false });
  return {
    count: totals.count,
    units: totals.units,
    subtotal: order.price,
    points: order.points,
    shipping: order.shipping,
    shipping_option: totals.count > 0 ? shippingOptionFor(totals.total, options) : null,
    shipping_options: options,
    grand_total: totals.count > 0 ? order.payable : 0,
    free_delivery_note: totals.count > 0 ? freeDeliveryNote(totals.total, options) : null,
    min_order_amount: minOrder,
    min_order_message: totals.count > 0 ? minimumOrderMessage(totals.total, minOrder) : null,
    now,
    next_price_change: totals.nextPriceChange,
  };
}

export interface CartView {
  lines: CartLine<Said>[];
  summary: CartSummary<Said>;
}

export async function loadCart(db: D1Database, userId: number, now: number): Promise<CartView> {
  const [rows, options, settings] = await Promise.all([listCartProducts(db, userId), listShippingOptions(db), getSettings(db)]);
  const lines = rows.map((r) => toCartLine(r, now));
  return { lines, summary: summarise(lines, options, Number(settings.min_order_amount ?? 0) || 0, now) };
}

/** Adds a product (mode add) or changes its quantity / size (mode update). Returns the message. */
export async function putInCart(db: D1Database, userId: number, req: CartInsertRequest, now: number): Promise<Said> {
  const product = await findProductCard(db, req.pid);
  if (!product) throw new ShopError(said('srv.productNotFound'), 404);
  const attribute = chosenAttribute(product, req.aid);
  if (attribute === undefined) throw new ShopError(said('srv.sizeUnavailable'), 400);

  const existing = await findCartLine(db, userId, product.id);
  if (req.mode === 'add' && existing) throw new ShopError(said('cartDuplicate'), 409);

  // the deal limit applies only when this line would be priced at the deal price, now
  const deal = unitPrice(product, attribute, now).deal;
  const can = checkCanAdd(product, { deal });
  if (!can.ok) throw new ShopError(quantityRefusal(can.key), 409);
  const q = checkQuantity(product, req.qty, { deal });
  if (!q.ok) throw new ShopError(quantityRefusal(q.key), 400);

  const line = { userId, productId: product.id, attributeId: attribute ? attribute.id : 0, qty: req.qty };
  if (existing) {
    if (!(await updateCartLine(db, line))) throw new ShopError(said('cartAddFailed'), 409);
    return said('srv.cartQuantityUpdated');
  }
  if (!(await insertCartLine(db, line, now))) {
    // another tab added it between our read and write
    if (req.mode === 'add') throw new ShopError(said('cartDuplicate'), 409);
    await updateCartLine(db, line);
    return said('srv.cartQuantityUpdated');
  }
  return said('cartAdded');
}

/** pid 0 clears the cart; removing a product that is not in this cart is refused. */
export async function removeFromCart(db: D1Database, userId: number, pid: number): Promise<Said> {
  if (pid === 0) {
    await clearCart(db, userId);
    return said('cartRemoved');
  }
  if (!(await deleteCartLine(db, userId, pid))) throw new ShopError(said('cartDeleteFailed'), 404);
  return said('cartRemoved');
}
