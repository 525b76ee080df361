/** The checkout area's face (services): what the rest of the API may use of it. */
export * from './checkout';
export * from './checkout-page';
export * from './checkout-place';
export * from './checkout-plan';
export * from './checkout-rules';
export * from './checkout-types';
export * from './coupons';
export * from './payment-intents';
export * from './payment-options';
export * from './payment-webhook';
export * from './payments';
export * from './slot-calendar';
export * from './slot-calendar-notices';
export * from './slot-pick-list';
export * from './slots';
export * from './staff-slots';
export * from './unpaid-holds';
