/** The catalogue area's face (services): what the rest of the API may use of it. */
export * from './branch-shelf';
export * from './catalogue';
export * from './catalogue-cache';
export * from './catalogue-names';
export * from './price-csv';
export * from './product-csv';
export * from './product-pictures';
export * from './recent-views';
export * from './shared-page-cache';
export * from './sitemap';
export * from './staff-catalogue';
export * from './staff-packs';
export * from './staff-stock';
export * from './stock-alerts';
export * from './stock-csv';
