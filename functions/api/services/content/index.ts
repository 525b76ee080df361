/** The content area's face (services): what the rest of the API may use of it. */
export * from './preview';
export * from './store-content';
