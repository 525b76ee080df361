/** Which catalogue texts each page's islands show (the page passes only these: texts(lang, KEYS)). */
import type { MessageKey } from './en';
import { UNIT_PRICE_KEYS } from '../catalogue/unit-price';
import { WHATSAPP_BOX_KEYS } from './island-keys-whatsapp';

/** The popups (Toaster, on every page): what the shop's stores and islands raise by key. */
// prettier-ignore
export const TOAST_KEYS = [
  'shop.dismiss', 'shop.failed', 'shop.success',
  'generic', 'wishlistDeleteFailed', 'cartAddFailed', 'cartDeleteFailed', 'cartChanged', 'cartAdded', 'cartMerge.failed', 'maxOrder', 'stockExceeded', 'minQuantity', 'minQty',
  'couponValid', 'couponInvalid', 'coupon.required', 'coupon.removed', 'stepper.range', 'buy.notSold', 'rewardZero', 'points.short',
  'orderPlaced', 'paymentFailed', 'deliveryUnavailable', 'billingMissing', 'mandatoryMissing', 'paymentModeMissing', 'upi.declined', 'upi.timedOut',
  // the checkout's own slot, store and name checks
  'srv.slotUnknown', 'srv.pickupUnknown', 'srv.pickupStoreMissing', 'srv.buyerNameMissing',
  // successes carried to the next page (a sign-in, a registration, a saved address)
  'loginSuccess', 'registerSuccess', 'otpVerifiedRegister', 'addressSaved',
] as const satisfies readonly MessageKey[];

/** QuantityStepper, inside the buy button and the cart table. */
export const STEPPER_KEYS = ['stepper.quantityOf', 'stepper.decrease', 'stepper.increase'] as const satisfies readonly MessageKey[];

/** BuyButton (a card's own island, or a part of the product panel and the browser card). */
// prettier-ignore
export const BUY_KEYS = [
  'buy.add', 'buy.outOfStock', 'buy.goToCart', 'shop.adding', 'buy.inYourCart', 'buy.regularPack', ...STEPPER_KEYS,
] as const satisfies readonly MessageKey[];

export const WISHLIST_BUTTON_KEYS = ['wishlist.add'] as const satisfies readonly MessageKey[];

/** The product panel's buy and wishlist buttons (ProductPurchase passes them to its parts). */
export const PURCHASE_PARTS_KEYS = [...BUY_KEYS, ...WISHLIST_BUTTON_KEYS] as const satisfies readonly MessageKey[];

export const NOTIFY_KEYS = [
  'notify.ask',
  'notify.stop',
  'notify.willSms',
  'generic',
  'shop.noConnection',
] as const satisfies readonly MessageKey[];

export const BUY_AGAIN_KEYS = [
  'buy.again',
  'shop.adding',
  'buy.goToCart',
  'generic',
  'shop.noConnection',
] as const satisfies readonly MessageKey[];

// prettier-ignore
const COUPON_KEYS = [
  'coupon.title', 'coupon.applied', 'coupon.remove', 'coupon.label', 'coupon.apply', 'coupon.required', 'shop.checking', 'cart.freeProduct',
  'couponValid', 'couponInvalid', 'generic',
] as const satisfies readonly MessageKey[];

// prettier-ignore
const POINTS_CHOICE_KEYS = [
  'points.question', 'points.payWith', 'shop.points', 'points.cash', 'points.forCart', 'points.yes', 'points.no', 'shop.checking',
  'rewardZero', 'points.short',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const CART_KEYS = [
  'cart.loading', 'cart.continue', 'cart.product', 'cart.price', 'cart.quantity', 'cart.totalPrice', 'cart.remove', 'cart.image',
  'cart.total', 'cart.subtotal', 'cart.shipping', 'cart.free', 'cart.grandTotal', 'cart.checkout', 'cart.note',
  'cartEmptyTitle', 'cartEmptyText',
  'cart.clear', 'cart.couponAndTotals', 'cart.removeItem', 'cart.caption', 'cart.dealPrice', 'shop.points', 'cart.totalPoints',
  'cart.couponLine', 'cart.offerLine', 'cart.orPayWithPoints', 'shop.pointsN', 'shop.mrp', 'cart.minOrder', 'cart.freeDeliveryYay', 'cart.freeDeliveryAdd', 'ship.aboveThreshold', 'ship.belowThreshold',
  'offers.title', 'offers.withOne', 'offers.withMany', 'offers.minimum', 'offers.none', 'offers.off',
  ...UNIT_PRICE_KEYS, ...COUPON_KEYS, ...POINTS_CHOICE_KEYS, ...STEPPER_KEYS,
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const CHECKOUT_KEYS = [
  'checkout.billing', 'checkout.yourOrders', 'checkout.payment', 'checkout.total', 'checkout.pricesIncludeGst',
  'checkout.confirm', 'checkout.cancel', 'checkout.proceed', 'checkout.placeOrder', 'cart.product', 'cart.subtotal', 'cart.shipping', 'cart.free',
  'cart.continue', 'cartEmptyTitle', 'cartEmptyText', 'processing',
  // the SPEC §8 messages the checkout's own checks show
  'generic', 'paymentFailed', 'deliveryUnavailable', 'billingMissing', 'mandatoryMissing', 'paymentModeMissing', 'rewardZero',
  'checkout.loading', 'checkout.confirmText', 'checkout.toCollect', 'checkout.toDeliver', 'checkout.payCash', 'checkout.payPoints', 'checkout.payOnline',
  'checkout.balance', 'checkout.tabsLabel', 'checkout.tabDelivery', 'checkout.tabPickup', 'checkout.noAddress', 'checkout.deliverTo', 'checkout.addNew',
  'checkout.editAddress', 'checkout.addrType.home', 'checkout.addrType.work', 'checkout.addrType.other', 'checkout.editAddressOf', 'checkout.addAddress', 'checkout.loadingForm', 'checkout.nameForBill', 'checkout.firstName',
  'checkout.lastName', 'checkout.totalPoints', 'checkout.noCharge', 'checkout.pts', 'checkout.noStore', 'checkout.selectStore', 'checkout.change',
  'checkout.select', 'checkout.selected', 'checkout.phone', 'shop.checking', 'shop.close', 'shop.pointsN', 'points.short', 'points.couponApplied',
  'cart.couponLine', 'cart.offerLine', 'srv.slotUnknown', 'srv.pickupUnknown', 'srv.pickupStoreMissing', 'srv.buyerNameMissing',
  'slot.deliveryHeading', 'slot.pickupHeading', 'slot.loading', 'slot.failed', 'slot.noneLeft', 'slot.today', 'slot.tomorrow', 'slot.full', 'slot.closed',
  'slot.dayClosed', 'srv.dayClosed',
  'slot.ifMissingLabel', 'slot.call', 'slot.replace', 'slot.skip', 'slot.instructionsLabel', 'slot.instructionsHint',
  'time.morning', 'time.afternoon', 'time.evening', 'time.night', 'brand.name', 'store.hours', 'ship.aboveThreshold', 'ship.belowThreshold',
  'upi.label', 'upi.note', 'upi.cardLabel', 'upi.cardNote', 'upi.waiting', 'upi.timeLeft', 'upi.waitingHelp', 'upi.declined', 'upi.timedOut',
  ...WHATSAPP_BOX_KEYS,
] as const satisfies readonly MessageKey[];

export type ToastKey = (typeof TOAST_KEYS)[number];
export type StepperKey = (typeof STEPPER_KEYS)[number];
export type BuyKey = (typeof BUY_KEYS)[number];
export type WishlistButtonKey = (typeof WISHLIST_BUTTON_KEYS)[number];
export type PurchasePartsKey = (typeof PURCHASE_PARTS_KEYS)[number];
export type NotifyKey = (typeof NOTIFY_KEYS)[number];
export type BuyAgainKey = (typeof BUY_AGAIN_KEYS)[number];
export type CouponKey = (typeof COUPON_KEYS)[number];
export type PointsChoiceKey = (typeof POINTS_CHOICE_KEYS)[number];
export type CartKey = (typeof CART_KEYS)[number];
export type CheckoutKey = (typeof CHECKOUT_KEYS)[number];

/** The product page's purchase panel's own words (its buy and wishlist buttons take PURCHASE_PARTS_KEYS). */
// prettier-ignore
export const PURCHASE_KEYS = [
  'product.days', 'product.hours', 'product.minutes', 'product.seconds', 'product.timeLeft', 'product.dealEnded',
  'product.flashDeal', 'product.dealOfTheDay', 'product.dealSoldOut', 'product.inclusive', 'product.netQuantity',
  'product.packSize', 'product.dealPack', 'product.mrpShort', 'product.percentOff', 'product.save', 'product.orPoints',
  'product.hurryUp',
] as const satisfies readonly MessageKey[];

export type PurchaseKey = (typeof PURCHASE_KEYS)[number];
