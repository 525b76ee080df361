/** The cart area's face (D1 queries): what the rest of the API may use of it. */
export * from './cart';
export * from './previously-bought';
export * from './wishlist';
