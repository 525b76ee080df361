/** Shapes the API returns and the pages/islands render. Money in paise, times in epoch ms. */
import type { Paise } from './money/money';
import type { UploadedPicture } from './catalogue/product-picture';
import type { OnlineMethod, RazorpayDisplayConfig } from './checkout/upi';
import type { DeliveryMode } from './checkout/delivery-mode';

// the home page's slide and ad shapes (home-slides.ts): apart, so this file stays under 300 lines
export type { Ad, Slide } from './content/home-slides';

export interface Attribute {
  id: number;
  name: string;
  /** MRP of this variant */
  price: Paise;
  /** what the shopper pays for this variant */
  selling: Paise;
  point: number;
  /** this pack's net quantity in the product's net unit (0 or absent: the product's applies) */
  net_quantity?: number;
}

/** The pricing-relevant fields of a product (SPEC §3), enough to price a cart line. */
export interface PricedProduct {
  id: number;
  /** the MRP (SPEC "previous_price") */
  mrp: Paise;
  /** the regular selling price, before any deal (SPEC "discount_price") */
  price: Paise;
  point: number;
  stock: number;
  out_of_stock: number;
  /** the fewest units sold at once (SPEC "pmin_count"; 0 or 1: no minimum) */
  minQty: number;
  /** the most units in one order (SPEC "pmax_count"; 0: no limit but stock) */
  maxQty: number;
  /** which deal the product is on (SPEC "is_type"), null for none */
  dealKind: 'flash_deal' | 'deal_of_day' | null;
  /** deal window start (SPEC "date") */
  date: number | null;
  /** deal window end (SPEC "to_date"); the deal stops applying at exactly this instant */
  to_date: number | null;
  /** the price while the deal applies (SPEC "deal_amount") */
  dealPrice: Paise | null;
  /** the points price while the deal applies (SPEC "deal_point") */
  dealPoints: number | null;
  max_count: number;
  purchased_count: number;
}

export interface ProductCard extends PricedProduct, UploadedPicture {
  slug: string;
  name: string;
  brand: string;
  photo: string;
  /** the short line under the name (SPEC's sort_details, renamed at the edge: catalogue/card-wire-schemas.ts) */
  summary: string;
  category_id: number;
  net_quantity: number;
  net_unit: NetUnit;
  /** FSSAI mark: 1 vegetarian (green dot), 0 non-vegetarian (brown dot), null no mark (not a food) */
  veg: 0 | 1 | null;
  attributes: Attribute[];
}

export type NetUnit = 'g' | 'kg' | 'ml' | 'l' | 'pc';

export interface Specification {
  name: string;
  value: string;
}

/** What a packaged product declares (Legal Metrology rule 6(10)) and how GST treats it. */
export interface PackDeclarations {
  generic_name: string;
  manufacturer: string;
  country_of_origin: string;
  best_before: string;
  consumer_care: string;
  hsn_code: string;
  gst_rate: number;
}

export interface ProductDetail extends ProductCard, PackDeclarations {
  details: string;
  gallery: { photo: string }[];
  category: { id: number; name: string; slug: string };
  subcategory: { id: number; name: string; slug: string } | null;
  specification: Specification[];
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  photo: string;
}

export interface Subcategory {
  id: number;
  name: string;
  slug: string;
  products: { id: number; name: string; slug: string }[];
}

export interface CategoryWithSubs extends Category {
  subcategories: Subcategory[];
}

export interface Branch {
  id: number;
  store_name: string;
  branch: string;
  address: string;
  phone: string;
  hours: string;
  pincode: string;
}

export interface City {
  id: number;
  name: string;
}

export interface PincodeEntry {
  code: string;
  branch_id: number;
  area: string;
}

export interface Faq {
  id: number;
  title: string;
  details: string;
}

export interface Notification {
  id: number;
  image: string;
  title: string;
  description: string;
  url: string;
  created_at: number;
}

export interface ShippingOption {
  id: number;
  title: string;
  price: Paise;
}

/** What /api/payments/create hands the browser to open the payment window (Razorpay or the local test page). */
export interface CheckoutWidgetOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  provider: 'razorpay' | 'test';
  /** UPI or card/net banking: which the shopper chose, and Razorpay's display blocks to match */
  method: OnlineMethod;
  config: RazorpayDisplayConfig;
  /** when the intent (and its stock hold) lapses, ms since the epoch: a pending UPI request waits this long */
  expires_at: number;
  /** test provider only: the page that stands in for Razorpay's window */
  checkout_url?: string;
}

/** An order as the staff console's queue lists it (db/orders/staff-orders.ts reads it; the queue island shows it). */
export interface StaffQueueRow {
  id: number;
  txnid: string;
  invoice_no: string | null;
  created_at: number;
  order_status: string;
  deliveryMode: DeliveryMode;
  payment_method: 'cash' | 'point' | 'online';
  payment_status: string;
  order_total: number;
  total_points: number;
  item_count: number;
  customer_name: string;
  customer_mobile: string;
  branch_id: number | null;
  branch_name: string | null;
  rider_id: number | null;
  rider_name: string | null;
  /** the delivery slot / pickup window (null on orders placed before slots) */
  slot_day: string | null;
  slot_start_min: number | null;
  slot_end_min: number | null;
}

/** The signed-in customer as the session cookie resolves them: who, never a secret. */
export interface SessionUser {
  id: number;
  phone: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** What the API answers on sign-in and the browser keeps for rendering (stores/user.ts). */
export interface UserSummary extends SessionUser {
  /** the API always sends it; pages that render from the session alone have none */
  photo?: string;
}

/** The account details page: the summary and the customer's home branch. */
export interface UserProfile extends UserSummary {
  photo: string;
  branch_id: number | null;
}

/**
 * One of a customer's saved delivery addresses (SPEC §3's fields; its firstname/lastname are
 * firstName/lastName here, renamed at the edge: account/address-schemas.ts).
 */
export interface SavedAddress {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  address: string;
  /** helps the rider find the door (issue 17); '' when none */
  landmark: string;
  /** city id (SPEC §3) */
  city: number;
  city_name: string;
  pincode: string;
  type: string;
  branch_id: number | null;
}

/** A branch that hands orders over at its counter, with its city for the order page. */
export interface PickupBranch extends Branch {
  city_name: string;
}

/** A special offer (offer table): its slabs say what each range of points earns. */
export interface Offer {
  id: number;
  name: string;
  photo: string;
  minimum_order_amount: Paise;
  start_date: number;
  end_date: number;
}

/** A running offer with a slab that gives a product free, and that slab's points range. */
export interface FreeProductOffer extends Offer {
  point_from: number;
  point_to: number;
}

/** A product on the staff stock screen (GET /api/staff/products). */
/** A branch's delivery slot or pickup window on the staff slot screen (GET /api/staff/slots). */
export interface StaffSlotItem {
  id: number;
  branch_id: number;
  branch_name: string;
  mode: 'delivery' | 'pickup';
  start_min: number;
  end_min: number;
  /** "7–9 AM" */
  label: string;
  capacity: number;
  /** orders close this many minutes before the slot starts */
  cutoff_min: number;
  active: boolean;
  taken_today: number;
  taken_tomorrow: number;
  /** the slot calendar's capacity those days (0: not offered, e.g. the branch closed) */
  capacity_today: number;
  capacity_tomorrow: number;
}

export interface StaffStockItem {
  id: number;
  name: string;
  slug: string;
  photo: string;
  /** the pack: a variant id and its name, or 0 and '' for a product without variants */
  pack_id: number;
  pack_name: string;
  /** the branch this count is of (migration 0031: stock per branch and pack) */
  branch_id: number;
  /** may still be sold at this branch */
  stock: number;
  /** on this branch's shelf but promised to payments in progress and orders not yet packed */
  reserved: number;
  /** the store-wide flag: staff took the product off sale */
  out_of_stock: boolean;
}
