// The files that still say a SPEC wire name inside the code (shop/no-wire-names, eslint.config.js),
// listed when the rule came (issue 27: 62 files, 228 places). The list only shrinks: a file leaves
// it when it says mrp, price, minQty, maxQty, deliveryMode… and gets the wire names through its
// route's reshape; a file not listed here may not start using them.
export const WIRE_NAME_DEBT = [
  'functions/api/services/cart/cart.ts',
  'functions/api/services/checkout/checkout-plan.ts',
  'src/components/ProductDetailView.astro',
  'src/components/festival/festival-prices.ts',
  'src/components/header-search/suggest.ts',
  'src/lib/cms/catalogue-options.ts',
  'src/lib/cms/seed-catalogue.ts',
  'src/lib/domain/catalogue/pricing.ts',
  'src/lib/domain/catalogue/unit-price.ts',
  'src/lib/domain/content/festival-price.ts',
  'src/lib/domain/form-problems.ts',
  'src/lib/domain/types.ts',
  'src/stores/checkout.ts',
];
