/** The orders area's face (D1 queries): what the rest of the API may use of it. */
export * from './credit-notes';
export * from './handover';
export * from './invoices';
export * from './notifications';
export * from './order-life';
export * from './order-notes';
export * from './order-updates';
export * from './orders';
export * from './orders-summary';
export * from './packing';
export * from './packing-progress';
export * from './problem-tickets';
export * from './replacements';
export * from './rider-handover';
export * from './staff-orders';
export * from './subscriptions';
export * from './substitutes';
