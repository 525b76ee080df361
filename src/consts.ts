/** Store-wide constants for the storefront chrome and pages (SPEC §2, §9). */

export const STORE_NAME = 'Haat Fresh';
export const STORE_TAGLINE = 'Fresh groceries from your nearest Bengaluru branch';
export const COPYRIGHT_YEAR = 2023;

/** Mega-menu: "All" plus the first 6 categories, at most 10 items per column (SPEC §9). */
export const MEGA_MENU_CATEGORIES = 6;
export const MEGA_MENU_ITEMS = 10;

/** Shop price slider range in rupees (SPEC §9). */
export const PRICE_MIN = 10;
export const PRICE_MAX = 5000;

/** A product with this many units or fewer left shows the hurry-up line. */
export const LOW_STOCK = 10;

export const RELATED_LIMIT = 6;
export const HOME_LIST_LIMIT = 12;
export const VIEW_DETAIL_LIMIT = 48;

export const INFINITE_SCROLL_DELAY = 1000;
export const BANNER_AUTOPLAY = 2000;
export const GO_TO_TOP_AFTER = 400;
export const SUGGEST_DEBOUNCE = 150;

/** Shown on static pages, whose HTML is built before any database exists. */
export const BRANCH_NAMES = ['Indiranagar', 'Koramangala', 'Jayanagar', 'Whitefield', 'Malleshwaram', 'HSR Layout'];

export const CUSTOMER_CARE_PHONE = '1800-425-0101';
export const CUSTOMER_CARE_EMAIL = 'care@haatfresh.in';
export const GRIEVANCE_EMAIL = 'grievance@haatfresh.in';
/** The chat link opens WhatsApp on phones and the web client elsewhere. */
export const WHATSAPP_NUMBER = '918041123400';
export const CHAT_LINK = `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent('Hi Haat Fresh, I need help with an order')}`;

/** The three fixed lines on the Contact Us "Other" card (SPEC §2). */
export const OTHER_LINES = [
  { label: 'Diwali surprise', phone: '080-4112-3410' },
  { label: 'Free home delivery', phone: '080-4112-3411' },
  { label: 'Customer care', phone: CUSTOMER_CARE_PHONE },
];

/** External links in the mobile menu (SPEC §2: about and rate us open outside the store). */
export const ABOUT_URL = 'https://haatfresh.in/about';
export const RATE_US_URL = 'https://play.google.com/store/apps/details?id=in.haatfresh.app';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/haatfresh' },
  { label: 'Instagram', href: 'https://www.instagram.com/haatfresh' },
  { label: 'X (Twitter)', href: 'https://x.com/haatfresh' },
  { label: 'YouTube', href: 'https://www.youtube.com/@haatfresh' },
];

export const COMPANY_LINKS = [
  { label: 'About us', href: ABOUT_URL },
  { label: 'Contact us', href: '/contactus' },
  { label: 'Store timings', href: '/time' },
  { label: 'FAQs', href: '/faqs' },
  { label: 'Terms & conditions', href: '/terms' },
  { label: 'Terms of sale', href: '/terms-of-sale' },
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Refund policy', href: '/refund' },
];

export const SHOPPING_LINKS = [
  { label: 'All categories', href: '/all-category' },
  { label: 'Today deals', href: '/view-detail/deal' },
  { label: 'New arrivals', href: '/view-detail/new' },
  { label: 'Offers', href: '/offers' },
  { label: 'Festival specials', href: '/festival' },
];

export const ACCOUNT_LINKS = [
  { label: 'My account', href: '/my-account' },
  { label: 'My orders', href: '/my-account/customer-order' },
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Cart', href: '/cart' },
];

/**
 * The four-benefit strip at the bottom of home (SPEC §2). Its free-delivery amount and refund days
 * come from the rules (shipping.ts, refund-rule.ts): see docs/spec-differences.md.
 */
export const BENEFITS = [
  // catalogue keys (src/lib/domain/i18n): the words are in every language
  { icon: 'truck', title: 'benefits.deliveryTitle', text: 'benefits.deliveryText' },
  { icon: 'refund', title: 'benefits.refundTitle', text: 'benefits.refundText' },
  { icon: 'lock', title: 'benefits.paymentTitle', text: 'benefits.paymentText' },
  { icon: 'support', title: 'benefits.supportTitle', text: 'benefits.supportText' },
] as const;
