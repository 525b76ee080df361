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
    {
      id: 1,
      code: COUPONS.percentage.code,
      title: '10% off on orders above ₹200',
      offer_type: 'percentage',
      discount: COUPONS.percentage.discount,
      min_amount: COUPONS.percentage.min_amount,
      max_discount: 0,
      product_id: null,
      starts_at: from,
      ends_at: yearAhead,
      active: 1,
      per_customer_limit: 0,
      total_limit: 0,
      first_order_only: 0,
    },
    {
      id: 2,
      code: COUPONS.amount.code,
      title: '₹50 off on orders above ₹500',
      offer_type: 'amount',
      discount: COUPONS.amount.discount,
      min_amount: COUPONS.amount.min_amount,
      max_discount: 0,
      product_id: null,
      starts_at: from,
      ends_at: yearAhead,
      active: 1,
      per_customer_limit: 0,
      total_limit: 0,
      first_order_only: 0,
    },
    // ended yesterday: tests rely on it being refused as expired
    {
      id: 3,
      code: COUPONS.expired.code,
      title: 'Diwali 25% off (last season)',
      offer_type: 'percentage',
      discount: 25,
      min_amount: 50000,
      max_discount: 25000,
      product_id: null,
      starts_at: istMidnight(now) - 40 * DAY,
      ends_at: istMidnight(now) - 12 * HOUR,
      active: 1,
      per_customer_limit: 0,
      total_limit: 0,
      first_order_only: 0,
    },
    {
      id: 4,
      code: COUPONS.product.code,
      title: 'Free Nandini Pure Cow Ghee 500 ml on orders above ₹1,500',
      offer_type: 'product',
      discount: 0,
      min_amount: 150000,
      max_discount: 0,
      product_id: productBySlug(FREE_GHEE_SLUG).id,
      starts_at: from,
      ends_at: yearAhead,
      active: 1,
      per_customer_limit: 0,
      total_limit: 0,
      first_order_only: 0,
    },
    // first order only, once per customer (enforced in the order's batch: coupon_use)
    {
      id: 5,
      code: 'WELCOME15',
      title: '15% off your first order, up to ₹150',
      offer_type: 'percentage',
      discount: 15,
      min_amount: 30000,
      max_discount: 15000,
      product_id: null,
      starts_at: from,
      ends_at: yearAhead,
      active: 1,
      per_customer_limit: 1,
      total_limit: 0,
      first_order_only: 1,
    },
  ];
}

export function offers(now: number) {
  const start = istMidnight(now) - 7 * DAY;
  return [
    {
      id: 1,
      name: 'Loyalty Bonanza',
      photo: `${S}/offers/loyalty-bonanza.svg`,
      minimum_order_amount: 50000,
      start_date: start,
      end_date: istMidnight(now) + 30 * DAY,
    },
    {
      id: 2,
      name: 'Weekend Saver',
      photo: `${S}/offers/weekend-saver.svg`,
      minimum_order_amount: 30000,
      start_date: start + 3 * DAY,
      end_date: istMidnight(now) + 14 * DAY,
    },
    {
      id: 3,
      name: 'Festive Points Feast',
      photo: `${S}/offers/festive-points-feast.svg`,
      minimum_order_amount: 100000,
      start_date: start - 7 * DAY,
      end_date: istMidnight(now) + 21 * DAY,
    },
  ];
}

export function offerSlabs() {
  return [
    { id: 1, offer_id: 1, point_from: 0, point_to: 999, discount_type: 'amount', discount: 2500, product_id: null },
    { id: 2, offer_id: 1, point_from: 1000, point_to: 2499, discount_type: 'amount', discount: 7500, product_id: null },
    {
      id: 3,
      offer_id: 1,
      point_from: 2500,
      point_to: 99999,
      discount_type: 'product',
      discount: 0,
      product_id: productBySlug('haldirams-soan-papdi-500-g').id,
    },
    { id: 4, offer_id: 2, point_from: 0, point_to: 499, discount_type: 'amount', discount: 2000, product_id: null },
    { id: 5, offer_id: 2, point_from: 500, point_to: 99999, discount_type: 'amount', discount: 5000, product_id: null },
    { id: 6, offer_id: 3, point_from: 0, point_to: 1999, discount_type: 'amount', discount: 10000, product_id: null },
    {
      id: 7,
      offer_id: 3,
      point_from: 2000,
      point_to: 99999,
      discount_type: 'product',
      discount: 0,
      product_id: productBySlug(FREE_GHEE_SLUG).id,
    },
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

export { FAQS, FAQ_TRANSLATIONS } from './faqs';

export function notifications(now: number) {
  const p = (slug: string) => productBySlug(slug);
  const deal = p(FIXTURE_PRODUCTS.dealOfDay);
  const silk = p(FIXTURE_PRODUCTS.flashDeal);
  const mango = p('banganapalli-mango-1-kg');
  const kaju = p('anand-sweets-kaju-katli-250-g');
  return [
    {
      id: 1,
      image: deal.photo,
      title: 'Deal of the day is live',
      description: `${deal.name} at a special price till midnight.`,
      url: `/product-details-one/${deal.slug}`,
      created_at: now - 2 * HOUR,
    },
    {
      id: 2,
      image: silk.photo,
      title: 'Flash deal: Dairy Milk Silk',
      description: 'Only 10 packs at the flash price. Hurry!',
      url: `/product-details-one/${silk.slug}`,
      created_at: now - 20 * HOUR,
    },
    {
      id: 3,
      image: `${S}/offers/loyalty-bonanza.svg`,
      title: 'Loyalty Bonanza is here',
      description: 'Use your reward points to unlock extra savings and a free gift.',
      url: '/offers',
      created_at: daysAgoAt(now, 2, 10, 30),
    },
    {
      id: 4,
      image: kaju.photo,
      title: 'Diwali Dhamaka has begun',
      description: 'Sweets, dry fruits, diyas and pooja needs for the festival.',
      url: '/festival',
      created_at: daysAgoAt(now, 3, 18, 0),
    },
    {
      id: 5,
      image: mango.photo,
      title: 'Banganapalli mangoes are back',
      description: 'Sweet, fibreless mangoes from Andhra Pradesh, now in store.',
      url: `/product-details-one/${mango.slug}`,
      created_at: daysAgoAt(now, 5, 9, 15),
    },
    {
      id: 6,
      image: `${S}/banners/pickup-promo.svg`,
      title: 'Now open: pickup at HSR Layout',
      description: 'Collect your order from our new HSR Layout branch, 10 AM to 10 PM.',
      url: '/checkout',
      created_at: daysAgoAt(now, 6, 12, 0),
    },
  ];
}
