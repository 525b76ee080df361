/** The loyalty area's face (D1 queries): what the rest of the API may use of it. */
export * from './instore';
export * from './offers';
export * from './points-redeems';
export * from './reward-closures';
export * from './rewards';
