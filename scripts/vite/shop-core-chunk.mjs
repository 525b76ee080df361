// @ts-check
/**
 * The storefront's small shared browser modules (stores, the light pricing rules, the icon set) go
 * into one chunk: 25 tiny chunks each paid their own request and gzip overhead on every catalogue page.
 * Nothing React goes in (React's hooks, Icon.tsx, @nanostores/react): a guest's page uses the stores
 * from plain scripts and must not download React with them.
 * zod-backed schema modules stay out, so pages without forms never load zod.
 */
export const SHOP_CORE =
  /\/src\/(stores\/|islands\/logout\.|components\/(icons|product-links)\.|lib\/api\/(client|reward-points)\.|consts\.|lib\/domain\/(?!.*schemas))|\/node_modules\/(nanostores|@nanostores\/persistent)\//;
// rules only some pages use stay with their islands, so other pages don't carry them: the cart and
// checkout's money and points rules, the card rules of browser-drawn product cards (infinite scroll,
// recent), the deal cards' countdown text and the account and checkout messages (shop-messages.ts
// has the ones every page needs); the order-life rules serve the staff console and the order page only;
// a guest's held Buy Now and the merge of a guest's cart at sign-in are the login forms' (and the cart page's); delivery slots, substitutes and UPI are the checkout's;
// buy again, notify me and the search refinements (zod inside) are their own pages'; the account
// forms' messages and the saved-address tag types are the account and checkout pages'; staff-* rules
// (role labels), the catalogue editor's (its pack sizes too), the price CSV's, packing's, the stock ledger's and the riders'
// cash rules are the console's only; problem reports are the order page's and the console's; a
// festival preview's pass is the festival page's; substitutes and order-update choices are their pages'
// (a rule is named by its file; the domain's area folders are skipped over)
export const NOT_EVERY_PAGE =
  /\/src\/(stores\/(coupon|pay-type|pending-buy|cart-merge|checkout[\w-]*|points-offers)|lib\/domain\/(?:(?:catalogue|search|cart|checkout|orders|loyalty|account|staff|content|money|reports)\/)?(pending-buy-read|coupon|cart-total|shipping|gst|invoice-number|order-status|order-life|order-messages|qr|points|points-offer|order-totals|checkout-checks|unit-price|deal-countdown|delivery-slots|slot-messages|store-app-texts|upi|buy-again|search-refine|stock-alert|privacy-messages|address-types|staff-[\w-]+|catalogue-(?:edit|packs)[\w-]*|pack-size|price-csv|legal-metrology|packing[\w-]*|problem[\w-]*|grievance|handover[\w-]*|stock-rules|i18n\/format-date|answer-codes|quantity|preview-pass|substitutes|order-updates[\w-]*|whatsapp-templates))\./;
/** Whether a module goes into the shared shop-core chunk (tests/unit/shop-core-chunk.test.ts keeps zod out of it). */
export const inShopCore = (/** @type {string} */ id) => SHOP_CORE.test(id) && !NOT_EVERY_PAGE.test(id);

/**
 * React and what every island shares of it (the renderer, hooks, the texts context, Icon, Runs) in one
 * chunk, for pages with an island: split by Rollup's default it came as six files, each paying its
 * own request and gzip overhead. A guest's home and search pages load none of it.
 */
export const REACT_CORE =
  /\/node_modules\/(react|react-dom|scheduler|@nanostores\/react|@astrojs\/react)\/|\/src\/islands\/(hooks|Icon|texts|Runs)\./;

/**
 * The typed API caller and the account's callers (which the buy box, the account pages, the cart and
 * checkout all use) in one chunk: apart, the two came as 0.3 KB and 0.1 KB files, each paying its own
 * request and gzip overhead on the product page, whose budget is tight.
 */
export const API_CORE = /\/src\/lib\/api\/(typed-core|account)\./;

/** @type {import('vite').Plugin} */
export const shopCoreChunk = {
  name: 'haat-shop-core-chunk',
  apply: 'build',
  config(_config, env) {
    if (env.isSsrBuild) return;
    return {
      build: {
        rollupOptions: {
          output: {
            manualChunks(/** @type {string} */ id) {
              if (inShopCore(id)) return 'shop-core';
              if (REACT_CORE.test(id)) return 'react-core';
              if (API_CORE.test(id)) return 'api-core';
            },
          },
        },
      },
    };
  },
};
