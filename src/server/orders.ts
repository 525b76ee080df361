/**
 * The order pages' door to the server (/order-complete, /order-success/{txnid}, /invoice-one/{id}):
 * one customer's own orders, GST invoices and credit notes (/credit-note/{id}). Another customer's reference reads as "not found".
 */
import { STORE_NAME } from '../consts';
import { pageDb, requireCustomer, type SessionUser } from './session';

export { getInvoiceForUser, type InvoiceView } from '../../functions/api/services/orders';
export { findCustomerOrder, getOrderForUser, type PostalAddress } from '../../functions/api/services/orders';
export { getCreditNoteForUser, type CreditNoteView } from '../../functions/api/services/orders';

/** What a shopper's invoice or credit-note page asks with: the reader, their store and the order. */
export interface ShopperDocumentAsk {
  user: SessionUser;
  db: D1Database;
  /** the order id or txnid from the URL; null when it cannot be one (the page answers 404) */
  ref: string | null;
  /** the name the document prints: the deployment's STORE_NAME, else the shop's own */
  tradeName: string;
}

/** The ask of /invoice-one/{id} and /credit-note/{id}, or the login redirect for a guest. */
export function shopperDocumentAsk(
  astro: Parameters<typeof requireCustomer>[0] & { params: { id?: string } },
): ShopperDocumentAsk | Response {
  const user = requireCustomer(astro);
  if (user instanceof Response) return user;
  const ref = astro.params.id ?? '';
  const tradeName = (astro.locals.runtime?.env as { STORE_NAME?: string } | undefined)?.STORE_NAME ?? STORE_NAME;
  return { user, db: pageDb(astro), ref: /^[A-Za-z0-9]{1,40}$/.test(ref) ? ref : null, tradeName };
}
