/** The "Daily milk" page's door to the server (issue 32, docs/subscriptions.md). */
export { monthlyStatement, mySubscriptions } from '../../functions/api/services/orders';
export { subscribeOptions } from '../../functions/api/services/orders';
