/**
 * Facts about the demo store that tests and docs rely on. The seed writes exactly these; tests
 * import them instead of repeating literals.
 */
export const CITY = { id: 1, name: 'Bengaluru' } as const;

/** A pincode outside every branch's delivery area. */
export const UNSERVICEABLE_PINCODE = '110001';
/** A serviceable pincode and the branch it maps to. */
export const SERVICEABLE_PINCODE = { code: '560038', branch_id: 1 } as const;

export const DEMO_CUSTOMERS = [
  {
    id: 1,
    first_name: 'Asha',
    last_name: 'Rao',
    phone: '9876543210',
    email: 'asha.rao@gmail.com',
    password: 'asha@1234',
    branch_id: 1,
    rewardpoint: 2500,
  },
  {
    id: 2,
    first_name: 'Vikram',
    last_name: 'Nair',
    phone: '9123456780',
    email: 'vikram.nair@gmail.com',
    password: 'vikram@1234',
    branch_id: 2,
    rewardpoint: 0,
  },
] as const;

export const COUPONS = {
  percentage: { code: 'SAVE10', discount: 10, min_amount: 20000 },
  amount: { code: 'FLAT50', discount: 5000, min_amount: 50000 },
  expired: { code: 'DIWALI25' },
  product: { code: 'FREEGHEE' },
} as const;

/** Products with properties tests lean on (slugs are stable). */
export const FIXTURE_PRODUCTS = {
  /** exactly 5 in stock, no deal, no variants, pmin 1, pmax 0 */
  lastFive: 'amul-gold-full-cream-milk-1-l',
  /** has variants (500 g and 1 kg) */
  withVariants: 'india-gate-basmati-rice-classic',
  /** out_of_stock = 1 */
  outOfStock: 'kelloggs-corn-flakes-original-475-g',
  /** pmin_count 2, pmax_count 6 */
  minTwo: 'fresh-banana-robusta-1-kg',
  /** an active deal of the day (window contains "now" at seed time, ends at the next IST midnight) */
  dealOfDay: 'fortune-sunlite-refined-sunflower-oil-1-l',
  /** an active flash deal with max_count 10 */
  flashDeal: 'cadbury-dairy-milk-silk-60-g',
  /** a deal whose units are all sold (purchased_count = max_count) */
  dealSoldOut: 'haldirams-aloo-bhujia-400-g',
  /** a deal that starts tomorrow */
  dealUpcoming: 'tata-tea-gold-500-g',
} as const;

/** The festival that festivalList (festival_id 3) returns. */
export const FESTIVAL_ID = 3;

/** Minimum order value for cash and online orders (paise). */
export const MIN_ORDER_PAISE = 10000;

export const SHIPPING = {
  /** first option: applies when the rounded cart total exceeds ₹1000 */
  aboveThreshold: { id: 1, price: 0 },
  /** second option: otherwise */
  belowThreshold: { id: 2, price: 4000 },
} as const;

/**
 * Demo staff (docs/staff-manual.md, docs/staff-api.md): one manager for every branch, a clerk per branch,
 * riders at Indiranagar and Koramangala. Ids are fixed so a re-seed updates them in place.
 */
export const DEMO_STAFF = [
  { id: 1, mobile: '9800000000', name: 'Meera Iyer', role: 'manager', branch_id: null, password: 'manager@1234' },
  { id: 11, mobile: '9800000011', name: 'Ravi Kumar', role: 'branch', branch_id: 1, password: 'clerk@1234' },
  { id: 21, mobile: '9800000021', name: 'Sneha Reddy', role: 'branch', branch_id: 2, password: 'clerk@1234' },
  { id: 31, mobile: '9800000031', name: 'Arjun Shetty', role: 'branch', branch_id: 3, password: 'clerk@1234' },
  { id: 41, mobile: '9800000041', name: 'Divya Menon', role: 'branch', branch_id: 4, password: 'clerk@1234' },
  { id: 51, mobile: '9800000051', name: 'Kiran Gowda', role: 'branch', branch_id: 5, password: 'clerk@1234' },
  { id: 61, mobile: '9800000061', name: 'Farhan Ali', role: 'branch', branch_id: 6, password: 'clerk@1234' },
  { id: 12, mobile: '9800000012', name: 'Suresh Babu', role: 'rider', branch_id: 1, password: 'rider@1234' },
  { id: 13, mobile: '9800000013', name: 'Manjunath H', role: 'rider', branch_id: 1, password: 'rider@1234' },
  { id: 22, mobile: '9800000022', name: 'Imran Pasha', role: 'rider', branch_id: 2, password: 'rider@1234' },
] as const;
