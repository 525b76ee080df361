/** The checkout area's face (D1 queries): what the rest of the API may use of it. */
export * from './checkout-lines';
export * from './coupons';
export * from './intent-limits';
export * from './payments';
export * from './settlements';
export * from './slot-calendar';
export * from './slot-calendar-audit';
export * from './slot-pick-list';
export * from './slots';
export * from './staff-slots';
export * from './plan-snapshot';
