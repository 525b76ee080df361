/** Coupons, offers, the Diwali festival, FAQs and notifications. */
import { COUPONS, FESTIVAL_ID, FIXTURE_PRODUCTS, SHIPPING } from '../fixtures';
import { DAY, HOUR, daysAgoAt, istMidnight } from '../time';
import { productBySlug } from './products';

const S = '/media/static';

export const SHIPPING_OPTIONS = [
  { id: SHIPPING.aboveThreshold.id, title: 'Free delivery', price: SHIPPING.aboveThreshold.price, sort: 1 },
  { id: SHIPPING.belowThreshold.id, title: 'Standard delivery', price: SHIPPING.belowThreshold.price, sort: 2 },
];

export const FREE_GHEE_SLUG = 'nandini-pure-cow-ghee-500-ml';

export function coupons(now: number) {
  const from = istMidnight(now) - 30 * DAY;
  const yearAhead = istMidnight(now) + 365 * DAY;
  return [
    { id: 1, code: COUPONS.percentage.code, title: '10% off on orders above ₹200', offer_type: 'percentage', discount: COUPONS.percentage.discount, min_amount: COUPONS.percentage.min_amount, max_discount: 0, product_id: null, starts_at: from, ends_at: yearAhead, active: 1, per_customer_limit: 0, total_limit: 0, first_order_only: 0 },
    { id: 2, code: COUPONS.amount.code, title: '₹50 off on orders above ₹500', offer_type: 'amount', discount: COUPONS.amount.discount, min_amount: COUPONS.amount.min_amount, max_discount: 0, product_id: null, starts_at: from, ends_at: yearAhead, active: 1, per_customer_limit: 0, total_limit: 0, first_order_only: 0 },
    // ended yesterday: tests rely on it being refused as expired
    { id: 3, code: COUPONS.expired.code, title: 'Diwali 25% off (last season)', offer_type: 'percentage', discount: 25, min_amount: 50000, max_discount: 25000, product_id: null, starts_at: istMidnight(now) - 40 * DAY, ends_at: istMidnight(now) - 12 * HOUR, active: 1, per_customer_limit: 0, total_limit: 0, first_order_only: 0 },
    { id: 4, code: COUPONS.product.code, title: 'Free Nandini Pure Cow Ghee 500 ml on orders above ₹1,500', offer_type: 'product', discount: 0, min_amount: 150000, max_discount: 0, product_id: productBySlug(FREE_GHEE_SLUG).id, starts_at: from, ends_at: yearAhead, active: 1, per_customer_limit: 0, total_limit: 0, first_order_only: 0 },
    // first order only, once per customer (enforced in the order's batch: coupon_use)
    { id: 5, code: 'WELCOME15', title: '15% off your first order, up to ₹150', offer_type: 'percentage', discount: 15, min_amount: 30000, max_discount: 15000, product_id: null, starts_at: from, ends_at: yearAhead, active: 1, per_customer_limit: 1, total_limit: 0, first_order_only: 1 },
  ];
}

export function offers(now: number) {
  const start = istMidnight(now) - 7 * DAY;
  return [
    { id: 1, name: 'Loyalty Bonanza', photo: `${S}/offers/loyalty-bonanza.svg`, minimum_order_amount: 50000, start_date: start, end_date: istMidnight(now) + 30 * DAY },
    { id: 2, name: 'Weekend Saver', photo: `${S}/offers/weekend-saver.svg`, minimum_order_amount: 30000, start_date: start + 3 * DAY, end_date: istMidnight(now) + 14 * DAY },
    { id: 3, name: 'Festive Points Feast', photo: `${S}/offers/festive-points-feast.svg`, minimum_order_amount: 100000, start_date: start - 7 * DAY, end_date: istMidnight(now) + 21 * DAY },
  ];
}

export function offerSlabs() {
  return [
    { id: 1, offer_id: 1, point_from: 0, point_to: 999, discount_type: 'amount', discount: 2500, product_id: null },
    { id: 2, offer_id: 1, point_from: 1000, point_to: 2499, discount_type: 'amount', discount: 7500, product_id: null },
    { id: 3, offer_id: 1, point_from: 2500, point_to: 99999, discount_type: 'product', discount: 0, product_id: productBySlug('haldirams-soan-papdi-500-g').id },
    { id: 4, offer_id: 2, point_from: 0, point_to: 499, discount_type: 'amount', discount: 2000, product_id: null },
    { id: 5, offer_id: 2, point_from: 500, point_to: 99999, discount_type: 'amount', discount: 5000, product_id: null },
    { id: 6, offer_id: 3, point_from: 0, point_to: 1999, discount_type: 'amount', discount: 10000, product_id: null },
    { id: 7, offer_id: 3, point_from: 2000, point_to: 99999, discount_type: 'product', discount: 0, product_id: productBySlug(FREE_GHEE_SLUG).id },
  ];
}

export const FESTIVAL_SLUGS = [
  'haldirams-soan-papdi-500-g',
  'anand-sweets-kaju-katli-250-g',
  'haldirams-rasgulla-1-kg',
  'haldirams-gulab-jamun-1-kg',
  'happilo-california-almonds-200-g',
  'happilo-premium-whole-cashews-200-g',
  'golden-raisins-kishmish-250-g',
  'ferrero-rocher-16-pieces-200-g',
  'nandini-pure-cow-ghee-500-ml',
  'amul-pure-ghee',
  'clay-diyas-hand-painted-12-pcs',
  'cycle-3-in-1-agarbathi-120-g',
  'mangaldeep-camphor-tablets-50-g',
  'cotton-wicks-round-200-pcs',
];

export function festival(now: number) {
  return {
    id: FESTIVAL_ID,
    name: 'Diwali Dhamaka',
    slug: 'diwali',
    image1: `${S}/banners/diwali-1.svg`,
    image2: `${S}/banners/diwali-2.svg`,
    starts_at: istMidnight(now) - 5 * DAY,
    ends_at: istMidnight(now) + 20 * DAY,
  };
}

export const festivalProducts = () =>
  FESTIVAL_SLUGS.map((slug, i) => ({ festival_id: FESTIVAL_ID, product_id: productBySlug(slug).id, sort: i + 1 }));

export const FAQS = [
  { id: 1, title: 'How soon will my order be delivered?', details: 'Orders placed before 8 PM are delivered the same day, usually within 3 to 6 hours, from the Haat Fresh store nearest to your pincode. Orders placed later arrive the next morning.' },
  { id: 2, title: 'Can I pick up my order from a store?', details: 'Yes. Choose Store Pickup at checkout and select any of our six Bengaluru branches. We will keep your order ready; stores are open from 10 AM to 10 PM, all week.' },
  { id: 3, title: 'Do you accept cash on delivery?', details: 'Yes, you can pay in cash (or by UPI on the delivery person\'s phone) when your order arrives. The minimum order value is ₹100.' },
  { id: 4, title: 'How do reward points work?', details: 'You earn points on every online order and on bills at our stores when you give your mobile number. One point is worth about one rupee, and you can pay for a whole order with points from the cart.' },
  { id: 5, title: 'What is your return policy?', details: 'If a product is damaged, expired or not what you ordered, tell us within 48 hours of delivery (fresh produce: at the doorstep) and we will replace it or refund you. Opened personal-care products cannot be returned.' },
  { id: 6, title: 'Is online payment safe?', details: 'Card and UPI payments are processed by a PCI-DSS certified payment provider. Haat Fresh never sees or stores your card number, and every payment is verified on our server before the order is confirmed.' },
  { id: 7, title: 'Can I change my delivery address after ordering?', details: 'Call our care line before the order is out for delivery and we can change the address if the new pincode is served by the same store. You can save several addresses in My Account.' },
  { id: 8, title: 'Will I get a GST invoice?', details: 'Yes. Every order comes with a GST tax invoice showing HSN codes, taxable value and CGST/SGST per item. Download it any time from My Orders.' },
].map((f, i) => ({ ...f, sort: i + 1 }));

export function notifications(now: number) {
  const p = (slug: string) => productBySlug(slug);
  const deal = p(FIXTURE_PRODUCTS.dealOfDay);
  const silk = p(FIXTURE_PRODUCTS.flashDeal);
  const mango = p('banganapalli-mango-1-kg');
  const kaju = p('anand-sweets-kaju-katli-250-g');
  return [
    { id: 1, image: deal.photo, title: 'Deal of the day is live', description: `${deal.name} at a special price till midnight.`, url: `/product-details-one/${deal.slug}`, created_at: now - 2 * HOUR },
    { id: 2, image: silk.photo, title: 'Flash deal: Dairy Milk Silk', description: 'Only 10 packs at the flash price. Hurry!', url: `/product-details-one/${silk.slug}`, created_at: now - 20 * HOUR },
    { id: 3, image: `${S}/offers/loyalty-bonanza.svg`, title: 'Loyalty Bonanza is here', description: 'Use your reward points to unlock extra savings and a free gift.', url: '/offers', created_at: daysAgoAt(now, 2, 10, 30) },
    { id: 4, image: kaju.photo, title: 'Diwali Dhamaka has begun', description: 'Sweets, dry fruits, diyas and pooja needs for the festival.', url: '/festival', created_at: daysAgoAt(now, 3, 18, 0) },
    { id: 5, image: mango.photo, title: 'Banganapalli mangoes are back', description: 'Sweet, fibreless mangoes from Andhra Pradesh, now in store.', url: `/product-details-one/${mango.slug}`, created_at: daysAgoAt(now, 5, 9, 15) },
    { id: 6, image: `${S}/banners/pickup-promo.svg`, title: 'Now open: pickup at HSR Layout', description: 'Collect your order from our new HSR Layout branch, 10 AM to 10 PM.', url: '/checkout', created_at: daysAgoAt(now, 6, 12, 0) },
  ];
}
