/** The search area's face (services): what the rest of the API may use of it. */
export * from './search';
export * from './search-fallback';
export * from './search-vocabulary';
