/** The catalogue area's face (D1 queries): what the rest of the API may use of it. */
export * from './branch-shelf';
export * from './card-keyset';
export * from './catalogue-i18n';
export * from './categories';
export * from './product-csv';
export * from './product-detail';
export * from './product-lists';
export * from './product-pictures';
export * from './product-rows';
export * from './recent-views';
export * from './sitemap';
export * from './staff-catalogue';
export * from './staff-packs';
export * from './staff-stock';
export * from './stock';
export * from './stock-alerts';
export * from './stock-csv';
