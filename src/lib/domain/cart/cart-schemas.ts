/**
 * Requests and answers of the cart, wishlist, coupon and recent-activity API (SPEC §7), shared by the
 * API edge and the browser stores. Requests never carry a user: the session decides whose cart it is,
 * and uid / user_id / price fields a client sends are stripped by these schemas.
 */
import { z } from 'zod';
import type { CouponType } from '../checkout/coupon';
import type { Paise } from '../money/money';
import { QTY_MAX, QTY_MIN } from './quantity';
import { renameKeys } from '../rename-keys';
import { COUPON_WIRE_NAMES } from '../checkout/coupon-wire-schemas';
import type { Attribute, NetUnit, PricedProduct, ProductCard, ShippingOption } from '../types';
import type { CardWire } from '../catalogue/card-wire-schemas';

/** A whole number, also when a form sends it as a string ("2"); anything else is refused. */
function wholeNumber(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z.number({ invalid_type_error: message, required_error: message }).int(message),
  );
}

const productId = wholeNumber('rule.invalidProduct').pipe(z.number().positive('rule.invalidProduct'));

export const CART_MODES = ['add', 'update'] as const;
export type CartMode = (typeof CART_MODES)[number];

export const cartInsertSchema = z.object({
  pid: productId,
  qty: wholeNumber('stepper.range').pipe(z.number().min(QTY_MIN, 'stepper.range').max(QTY_MAX, 'stepper.range')),
  /** the chosen variant; 0 / null / absent = none */
  aid: z.preprocess(
    (v) => (v === null || v === '' || v === undefined ? 0 : v),
    wholeNumber('rule.invalidSize').pipe(z.number().nonnegative('rule.invalidSize')),
  ),
  /** the old client's "deal is active" flag: informational only, the server decides */
  flag: z.unknown().optional(),
  /** add refuses a product already in the cart; update changes its quantity / size */
  mode: z.enum(CART_MODES).default('add'),
});
export type CartInsertRequest = z.infer<typeof cartInsertSchema>;

/** A browser cart holds at most this many lines (the server's cart has no other limit that a merge could hit). */
export const GUEST_CART_MAX_LINES = 50;

/**
 * A guest's browser cart, sent to be priced (cartPrice) or to join the account's cart (cartMerge).
 * Quantities above the rules are not refused here but brought within them by the merge (and said):
 * a copy the browser kept for days must still arrive, not fail whole.
 */
export const guestCartSchema = z.object({
  lines: z
    .array(
      z.object({
        pid: productId,
        aid: z.preprocess(
          (v) => (v === null || v === '' || v === undefined ? 0 : v),
          wholeNumber('rule.invalidSize').pipe(z.number().nonnegative('rule.invalidSize')),
        ),
        qty: wholeNumber('stepper.range').pipe(z.number().min(QTY_MIN, 'stepper.range').max(999, 'stepper.range')),
        /** the unit price the shopper last saw (paise), only to say that it changed */
        price: z.number().int().nonnegative().optional(),
      }),
    )
    .max(GUEST_CART_MAX_LINES),
});
export type GuestCartRequest = z.infer<typeof guestCartSchema>;

/** pid 0 clears the whole cart (SPEC §7). */
export const cartDeleteSchema = z.object({
  pid: wholeNumber('rule.invalidProduct').pipe(z.number().nonnegative('rule.invalidProduct')),
});

export const promocodeCheckSchema = z.object({
  code: z
    .string({ required_error: 'srv.couponRequired', invalid_type_error: 'srv.couponRequired' })
    .trim()
    .min(1, 'srv.couponRequired')
    .max(40, 'couponInvalid'),
  /** the old client's cart total: ignored, the server totals the cart itself */
  amount: z.unknown().optional(),
});

export const wishlistItemSchema = z.object({ item_id: productId });

export const advisorVisitSchema = z.object({
  path: z.string().max(300).optional(),
  product_id: productId.optional(),
});

export const recentActivityDeleteSchema = z.object({ product_id: productId });

// ------------------------------------------------------------------------------------- answers

/**
 * A cart line (SPEC §3): id, pid, qty, aid, name, slug, photo, stock, plus the product's pricing
 * fields (so the browser can re-price it when a deal ends) and what the server priced it at.
 */
/** Text: the words on the wire; the server's services hold a said message (i18n/said.ts) until the route says it. */
export interface CartLine<Text = string> extends Omit<PricedProduct, 'id'> {
  /** cart line id */
  id: number;
  /** product id */
  pid: number;
  /** variant id, 0 = none */
  aid: number;
  qty: number;
  name: string;
  slug: string;
  photo: string;
  attribute: Attribute | null;
  /** the chosen pack's net quantity (the variant's own size, else the product's) and its unit */
  net_quantity: number;
  net_unit: NetUnit;
  /** unit price, MRP and points at the server's `now` */
  unit_price: Paise;
  unit_mrp: Paise;
  unit_points: number;
  deal: boolean;
  line_total: Paise;
  line_points: number;
  /** why this line cannot be ordered as it stands (out of stock, fewer left…), else null */
  problem: Text | null;
}

export interface CartSummary<Text = string> {
  count: number;
  units: number;
  /** goods before any coupon, paise */
  subtotal: Paise;
  points: number;
  /** preview for home delivery paid in cash */
  shipping: Paise;
  shipping_option: ShippingOption | null;
  shipping_options: ShippingOption[];
  grand_total: Paise;
  free_delivery_note: Text | null;
  min_order_amount: Paise;
  /** "Minimum order amount is ₹100.00" while the cart is below it */
  min_order_message: Text | null;
  /** the server's clock when it priced the cart */
  now: number;
  /** when a line's price changes by itself (a deal ends), or null */
  next_price_change: number | null;
}

/** A cart line as the answers carry it: the product's prices, quantity limits and deal under SPEC §3's names. */
export type CartLineWire = CardWire<CartLine>;

/** A cart answer as the routes send it; the browser's store turns its lines inward (lib/api/cart-wire.ts). */
export interface CartAnswer {
  status: 1;
  message?: string;
  response: CartLineWire[];
  summary: CartSummary;
}

/** promocodeCheck success (SPEC §3 "Coupon result"). */
export interface CouponResult {
  id: number;
  code: string;
  title: string;
  /** "coupon" (the order payload's type; offers use "offer") */
  type: 'coupon';
  offer_type: CouponType;
  /** percent, or paise for amount coupons */
  discount: number;
  max_discount: Paise;
  min_amount: Paise;
  /** payable after the coupon, paise (SPEC "Discount") */
  Discount: Paise;
  /** paise taken off */
  saved: Paise;
  Details: string;
  /** product coupons: the free product */
  slab_details?: { discount_type: 'product' | 'amount'; discount: number; product_id?: number | null; product_name?: string };
}

/**
 * A coupon the server accepted, as the code inside says it: the answer's `offer_type` is `offerKind`.
 * The promocodeCheck route turns it into a CouponResult; the browser turns the answer back
 * (src/lib/api/checkout-wire.ts).
 */
export type AppliedCoupon = Omit<CouponResult, 'offer_type'> & { offerKind: CouponType };

/** The promocodeCheck answer of an applied coupon (SPEC §3 "Coupon result"). */
export function couponAnswer(coupon: AppliedCoupon): CouponResult {
  return renameKeys(coupon, COUPON_WIRE_NAMES);
}

/** A wishlist entry: the product card (so the page re-prices it as deals open and close). */
export interface WishlistItem extends ProductCard {
  added_at: number;
}

export interface RecentActivity {
  id: number;
  slug: string;
  name: string;
  image: string;
  photo: string;
  points: number;
  viewed_at: number;
}
