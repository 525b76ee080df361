/**
 * The account pages' door to the server (/my-account/*, /my-dashboard, /account-edit,
 * /notification): the signed-in customer's profile, dashboard, orders, addresses and consents, from
 * the same services the /api account routes answer with.
 */
export { customerAddress, listAddresses } from '../../functions/api/services/account';
export type { SavedAddress as Address } from '../lib/domain/types';
export { listFailedPaymentAttempts } from '../../functions/api/services/orders';
export { openNotifications } from '../../functions/api/services/orders';
export { loadConsents } from '../../functions/api/services/account';
export {
  listUserOrders,
  loadDashboard,
  loadProfile,
  readOrderCursor,
  type Dashboard,
  type OrderSummary,
} from '../../functions/api/services/account';
