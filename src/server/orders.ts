/**
 * The order pages' door to the server (/order-complete, /order-success/{txnid}, /invoice-one/{id}):
 * one customer's own orders, GST invoices and credit notes (/credit-note/{id}). Another customer's reference reads as "not found".
 */
export { getInvoiceForUser, type InvoiceView } from '../../functions/api/services/orders';
export { findCustomerOrder, getOrderForUser, type PostalAddress } from '../../functions/api/services/orders';
export { getCreditNoteForUser, type CreditNoteView } from '../../functions/api/services/orders';
