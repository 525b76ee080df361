/**
 * The English catalogue: the source of the message keys (kn.ts and hi.ts must have every one).
 * The SPEC §8 messages come from messages.ts unchanged, so English shoppers read exactly what they
 * always did; the rest are the storefront's own words.
 */
import { MSG } from '../messages';
import { enServer } from './en-server';
import { EN_ACCOUNT } from './en-account';
import { EN_LOYALTY } from './en-loyalty';
import { EN_SHOP } from './en-shop';
import { EN_PAGES } from './en-pages';
import { EN_PATH } from './en-path';
import { OFFLINE_TEXT } from '../content/store-app-texts';
import { UNIT_PRICE_TEXT } from '../catalogue/unit-price';
import { COUPON_DETAILS_TEXT } from '../checkout/coupon';
import { COUNTDOWN_UNITS_TEXT } from '../catalogue/deal-countdown';
import { ACCOUNT_COUNTED_TEXTS, FORM_PROBLEM_TEXTS } from './account-texts';
import { EN_GUEST_CART } from './en-guest-cart';
import { EN_CATALOGUE_EDIT } from './en-catalogue-edit';
import { EN_STOCK } from './en-stock';
import { EN_SCHEMA_RULES } from './en-schema-rules';
import { EN_PACKING } from './en-packing';
import { EN_HANDOVER } from './en-handover';
import { EN_STAFF_ACCOUNTS } from './en-staff-accounts';
import { EN_SLOT_CALENDAR } from './en-slot-calendar';
import { EN_AFTER_DOOR } from './en-after-door';

export const en = {
  ...MSG,
  // chrome
  'chrome.skip': 'Skip to main content',
  'chrome.allCategories': 'All categories',
  'chrome.searchLabel': 'Search products and categories',
  'chrome.searchPlaceholder': 'Search atta, dal, milk, snacks…',
  'chrome.search': 'Search',
  'chrome.scanQr': 'Scan QR',
  'chrome.notifications': 'Notifications',
  'chrome.wishlist': 'Wishlist',
  'chrome.cart': 'Cart',
  'chrome.myAccount': 'My account',
  'chrome.language': 'Language',
  'chrome.offer': 'This store speaks English too.',
  'chrome.offerLink': 'Shop in English',
  'chrome.home': 'Home',
  // footer
  'footer.newsTitle': 'Get offers in your inbox',
  'footer.newsText': 'Weekly deals from your nearest branch. No spam, unsubscribe any time.',
  'footer.newsLink': 'Subscribe on the home page',
  'footer.tagline': 'Fresh groceries from your nearest Bengaluru branch',
  'footer.company': 'Company',
  'footer.shop': 'Shop',
  'footer.account': 'Your account',
  'footer.branches': 'Our branches',
  'footer.addresses': 'Addresses and phone numbers',
  'footer.rights': 'All rights reserved. Prices include GST.',
  'footer.follow': 'Follow us',
  'footer.chat': 'Chat with us on WhatsApp (opens in a new tab)',
  // mobile menu
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.title': 'Menu',
  'menu.welcomeBack': 'Welcome back',
  'menu.welcome': 'Welcome to Haat Fresh',
  'menu.points': 'Loyalty points',
  'menu.redeemHistory': 'Redeem history',
  'menu.bills': 'My bills',
  'menu.orders': 'My orders',
  'menu.favourites': 'Favourites',
  'menu.logout': 'Logout',
  'menu.login': 'Login',
  'menu.seeAll': 'See all',
  'menu.contact': 'Contact us',
  'menu.terms': 'Terms & conditions',
  'menu.about': 'About us',
  'menu.rate': 'Rate us',
  'menu.newTab': '(opens in a new tab)',
  // home and lists
  'home.title': 'Fresh groceries delivered in Bengaluru',
  'home.viewAll': 'View all',
  'list.new': 'New Arrivals',
  'list.deal': 'Today Deals',
  'list.popular': 'Popular Products',
  'list.featured': 'Featured Products',
  'list.categories': 'Shop by category',
  // search
  'search.title': 'Search',
  'search.resultsFor': 'Results for “{q}”',
  'search.products': 'Products',
  'search.categories': 'Categories',
  'search.none': 'No products found for “{q}”.',
  // product
  'product.description': 'Description',
  'product.additional': 'Additional Information',
  'product.noDescription': 'No description yet.',
  'product.specifications': 'Specifications',
  'product.legal': 'Legal Metrology declarations',
  'product.related': 'Related Products',
  'product.genericName': 'Generic name',
  'product.manufacturer': 'Manufacturer / packer',
  'product.origin': 'Country of origin',
  'product.netQuantity': 'Net quantity',
  'product.bestBefore': 'Best before',
  'product.mrp': 'Maximum retail price',
  'product.mrpValue': 'MRP {price} (inclusive of all taxes)',
  'product.mrpBySize': 'MRP by pack size',
  'product.unitPrice': 'Unit sale price',
  'product.consumerCare': 'Consumer care',
  'product.hsn': 'HSN code',
  'product.gst': 'GST rate',
  'product.gstValue': '{rate} % (included in the price)',
  'product.inclusive': '(Inclusive of all taxes)',
  'product.packSize': 'Pack size',
  'product.dealPack': 'Deal pack',
  'product.dealSoldOut': 'Deal sold out',
  'product.days': 'Days',
  'product.hours': 'Hours',
  'product.minutes': 'Minutes',
  'product.seconds': 'Seconds',
  'buy.outOfStock': 'Out of Stock',
  'buy.goToCart': 'Go to cart',
  // cart
  'cart.title': 'Cart',
  'cart.heading': 'Shopping Cart',
  'cart.description': 'Your Haat Fresh shopping cart.',
  'cart.loading': 'Loading your cart…',
  'cart.continue': 'Continue Shopping',
  'cart.product': 'Product',
  'cart.price': 'Price',
  'cart.quantity': 'Quantity',
  'cart.totalPrice': 'Total Price',
  'cart.remove': 'Remove',
  'cart.image': 'Image',
  'cart.total': 'Cart Total',
  'cart.subtotal': 'Subtotal',
  'cart.shipping': 'Shipping',
  'cart.free': 'Free',
  'cart.grandTotal': 'Grand Total',
  'cart.checkout': 'Proceed to checkout',
  'cart.note': 'Store pickup and points orders have no delivery charge. Prices include GST.',
  // checkout
  'checkout.title': 'Checkout',
  'checkout.description': 'Choose where your order goes and how you pay.',
  'checkout.billing': 'Billing Address',
  'checkout.yourOrders': 'Your Orders',
  'checkout.payment': 'Payment',
  'checkout.total': 'Total',
  'checkout.pricesIncludeGst': 'Prices include GST.',
  'checkout.confirm': 'Confirm',
  'checkout.cancel': 'Cancel',
  'checkout.proceed': 'Proceed',
  'checkout.placeOrder': 'Place Order',
  // order complete
  'order.thanks': 'Thank you for your order',
  'order.number': 'Order number',
  'order.date': 'Order date',
  // login
  'login.title': 'Login',
  'login.mobile': 'Mobile number',
  'login.password': 'Password',
  'login.submit': 'Login',
  'login.forgot': 'Forgot password?',
  'login.register': 'Create an account',
  // footer and menu links
  'link.about': 'About us',
  'link.contact': 'Contact us',
  'link.time': 'Store timings',
  'link.faqs': 'FAQs',
  'link.terms': 'Terms & conditions',
  'link.termsOfSale': 'Terms of sale',
  'link.privacy': 'Privacy policy',
  'link.refund': 'Refund policy',
  'link.allCategories': 'All categories',
  'link.deals': 'Today deals',
  'link.new': 'New arrivals',
  'link.offers': 'Offers',
  'link.festival': 'Festival specials',
  'link.myAccount': 'My account',
  'link.orders': 'My orders',
  'link.wishlist': 'Wishlist',
  'link.cart': 'Cart',
  // invoice
  'order.doneTitle': 'Order placed',
  'order.done': 'Your order is completed!',
  'order.view': 'View order',
  'login.lead': 'Welcome back. Log in with your mobile number or email.',
  'login.new': 'New to Haat Fresh?',
  'policy.updated': 'Last updated {date}',
  'invoice.title': 'INVOICE',
  'invoice.number': 'Invoice No.',
  'invoice.date': 'Date',
  'invoice.billTo': 'Billed to',
  'invoice.item': 'Description',
  'invoice.qty': 'Qty',
  'invoice.rate': 'Rate',
  'invoice.taxable': 'Taxable value',
  'invoice.total': 'Total',
  'invoice.orderId': 'Order id',
  'invoice.payment': 'Payment',
  'invoice.amount': 'Amount',
  'invoice.delivery': 'Delivery charges',
  'invoice.totalAmount': 'Total amount',
  'invoice.subtotal': 'Subtotal',
  'invoice.gstDetails': 'GST details',
  'invoice.placeOfSupply': 'Place of supply',
  // server texts, invoice and content pages (wt-e)
  ...enServer,
  // product page and header (wt-a)
  'product.mrpShort': 'MRP {price}',
  'product.percentOff': '{percent}% OFF',
  'product.save': 'Save {amount}',
  'product.orPoints': 'or {points} reward points',
  'product.timeLeft': 'Time left in this deal',
  'product.dealEnded': '{deal} has ended',
  'product.flashDeal': 'Flash deal',
  'product.dealOfTheDay': 'Deal of the day',
  'product.hurryUp': 'Hurry Up Only {count} products Left!!!',
  'buy.inYourCart': 'In your cart: {pack}',
  'buy.regularPack': 'regular pack',
  'wishlist.add': 'Add To Wishlist',
  'pincode.label': 'Check delivery to your pincode',
  'pincode.available': 'Available',
  'pincode.unavailable': 'Not available',
  'pincode.checking': 'Checking…',
  'search.suggestions': 'Suggestions',
  'search.category': 'Category',
  // account, sign-in and loyalty (wt-c)
  ...EN_ACCOUNT,
  ...EN_LOYALTY,
  // shopping, cart and checkout (wt-d)
  ...EN_SHOP,
  // catalogue pages and shared components
  ...EN_PAGES,
  // the shopping path's words added by issue 34
  ...EN_PATH,
  // shopping texts (wt-b)
  ...UNIT_PRICE_TEXT,
  ...COUPON_DETAILS_TEXT,
  ...COUNTDOWN_UNITS_TEXT,
  'cart.sizeGone': 'This size is no longer available. Please remove it and add the product again.',
  'offline.title': OFFLINE_TEXT.title,
  'offline.note': OFFLINE_TEXT.note,
  'offline.cartTitle': OFFLINE_TEXT.cartTitle,
  'offline.emptyCart': OFFLINE_TEXT.emptyCart,
  'offline.retry': OFFLINE_TEXT.retry,
  // search scale (wt-a)
  'catalogue.nProductsOrMore': '{n}+ products',
  // server and account texts (wt-c)
  ...ACCOUNT_COUNTED_TEXTS,
  ...FORM_PROBLEM_TEXTS,
  'srv.wishlistAdded': 'Successfully added to your Wishlist',
  'srv.wishlistRemoved': 'Removed from your Wishlist',
  'srv.recentRemoved': 'Removed from your recent activities',
  'acct.unexpectedAnswer': 'We got an answer we did not expect ({details}). Please try again.',
  ...EN_GUEST_CART,
  ...EN_CATALOGUE_EDIT,
  ...EN_STOCK,
  ...EN_SCHEMA_RULES,
  ...EN_PACKING,
  ...EN_HANDOVER,
  ...EN_STAFF_ACCOUNTS,
  ...EN_SLOT_CALENDAR,
  ...EN_AFTER_DOOR,
} as const;

export type MessageKey = keyof typeof en;
/** A full catalogue for one language: every key, each a non-empty string (tests/unit/i18n-catalogue.test.ts). */
export type Catalogue = Record<MessageKey, string>;
