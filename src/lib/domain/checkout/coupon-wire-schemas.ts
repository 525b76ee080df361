/**
 * promocodeCheck's answer at the API's edge: inside, an applied coupon says `offerKind`; the answer
 * keeps SPEC §3's `offer_type`. couponAnswer (cart/cart-schemas.ts) turns it outward, the browser
 * (src/lib/api/checkout-wire.ts) inward. Apart from cart-schemas.ts so the browser's reshape does
 * not carry zod.
 */
import { invertNames } from '../rename-keys';

export const COUPON_WIRE_NAMES = { offerKind: 'offer_type' } as const;
export const COUPON_INNER_NAMES = invertNames(COUPON_WIRE_NAMES);
