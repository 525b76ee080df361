/** The cart area's face (services): what the rest of the API may use of it. */
export * from './buy-again';
export * from './cart';
export * from './guest-cart';
export * from './previously-bought';
export * from './wishlist';
