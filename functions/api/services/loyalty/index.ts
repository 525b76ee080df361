/** The loyalty area's face (services): what the rest of the API may use of it. */
export * from './instore';
export * from './offers';
export * from './points-debit';
export * from './points-offers';
export * from './points-reconcile';
export * from './reward-closures';
export * from './reward-credits';
export * from './rewards';
