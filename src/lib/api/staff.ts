/**
 * The staff console's routes (docs/staff-api.md) as its islands call them, typed from the routes
 * through the typed core: the answers are the routes' own, never written again by hand.
 */
import { caller, type Api, type AsTyped, type BodyOf, type Reply, type SuccessOf, type Typed } from './typed-core';

type S = Api['staff'];

interface Posts {
  'staff/login': S['login']['$post'];
  'staff/me/password': S['me']['password']['$post'];
  'staff/accounts': S['accounts']['$post'];
  'staff/accounts/:id/off': S['accounts'][':id']['off']['$post'];
  'staff/accounts/:id/on': S['accounts'][':id']['on']['$post'];
  'staff/accounts/:id/unlock': S['accounts'][':id']['unlock']['$post'];
  'staff/accounts/:id/password': S['accounts'][':id']['password']['$post'];
  'staff/orders/:id/move': S['orders'][':id']['move']['$post'];
  'staff/orders/:id/pack': S['orders'][':id']['pack']['$post'];
  'staff/orders/:id/notes': S['orders'][':id']['notes']['$post'];
  'staff/orders/:id/substitutes': S['orders'][':id']['substitutes']['$post'];
  'staff/refunds/:id/retry': S['refunds'][':id']['retry']['$post'];
  'staff/handover/:rider/confirm': S['handover'][':rider']['confirm']['$post'];
  'staff/reports/settlements/import': S['reports']['settlements']['import']['$post'];
  'staff/reports/reorder-levels/:id': S['reports']['reorder-levels'][':id']['$post'];
  'staff/catalogue': S['catalogue']['$post'];
  'staff/catalogue/:id': S['catalogue'][':id']['$post'];
  'staff/catalogue/:id/packs': S['catalogue'][':id']['packs']['$post'];
  'staff/catalogue/prices/check': S['catalogue']['prices']['check']['$post'];
  'staff/catalogue/prices/apply': S['catalogue']['prices']['apply']['$post'];
  'staff/catalogue/products/check': S['catalogue']['products']['check']['$post'];
  'staff/catalogue/products/apply': S['catalogue']['products']['apply']['$post'];
  'staff/stock/csv/check': S['stock']['csv']['check']['$post'];
  'staff/stock/csv/apply': S['stock']['csv']['apply']['$post'];
  'staff/products/:id/stock': S['products'][':id']['stock']['$post'];
  'staff/products/:id/moves': S['products'][':id']['moves']['$post'];
  'staff/products/:id/transfer': S['products'][':id']['transfer']['$post'];
  'staff/slots/:id': S['slots'][':id']['$post'];
  'staff/slots/:id/week': S['slots'][':id']['week']['$post'];
  'staff/slots/:id/day': S['slots'][':id']['day']['$post'];
  'staff/branches/:id/closed': S['branches'][':id']['closed']['$post'];
  'staff/tickets/:id/acknowledge': S['tickets'][':id']['acknowledge']['$post'];
  'staff/tickets/:id/resolve': S['tickets'][':id']['resolve']['$post'];
}

interface Gets {
  'staff/me': S['me']['$get'];
  'staff/accounts': S['accounts']['$get'];
  'staff/orders': S['orders']['$get'];
  'staff/orders/:id': S['orders'][':id']['$get'];
  'staff/orders/:id/packing': S['orders'][':id']['packing']['$get'];
  'staff/orders/:id/packing/progress': S['orders'][':id']['packing']['progress']['$get'];
  'staff/payment-attempts': S['payment-attempts']['$get'];
  'staff/catalogue': S['catalogue']['$get'];
  'staff/catalogue/:id': S['catalogue'][':id']['$get'];
  categoryAndsub: Api['categoryAndsub']['$get'];
  'staff/products': S['products']['$get'];
  'staff/products/:id/moves': S['products'][':id']['moves']['$get'];
  'staff/reports/reorder-levels': S['reports']['reorder-levels']['$get'];
  'staff/slots': S['slots']['$get'];
  'staff/slot-calendar': S['slot-calendar']['$get'];
  'staff/tickets': S['tickets']['$get'];
  'staff/tickets/:id': S['tickets'][':id']['$get'];
}

interface Puts {
  'staff/orders/:id/packing/progress': S['orders'][':id']['packing']['progress']['$put'];
}

/**
 * The console's forms that send what the clerk typed (a price of "abc" too): the route's validator
 * names the wrong field, which the form shows beside it (product editor, pack sizes, the CSV
 * imports' file text, the queue's filters).
 */
interface TypedPosts {
  'staff/catalogue': Typed<Posts['staff/catalogue']>;
  'staff/catalogue/:id': Typed<Posts['staff/catalogue/:id']>;
  'staff/catalogue/:id/packs': Typed<Posts['staff/catalogue/:id/packs']>;
}
interface TypedGets {
  'staff/orders': Typed<Gets['staff/orders']>;
}

export type StaffPostPath = keyof Posts;
/** A console form's body as typed (AsTyped): the route's field names, values as the clerk left them. */
export type StaffFormBody<P extends keyof TypedPosts> = AsTyped<BodyOf<Posts[P]>>;
/** The CSV imports: each path takes a file's text at /check and /apply. */
export type StaffCsvPath = 'staff/catalogue/prices' | 'staff/catalogue/products' | 'staff/stock/csv';
/** A staff POST route's answer or refusal, as staffPost resolves. */
export type StaffReply<P extends StaffPostPath> = Reply<Posts[P]>;
/** A staff GET route's success answer, for an island that keeps a part of it. */
export type StaffGetSuccess<P extends keyof Gets> = SuccessOf<Gets[P]>;

/** POST /api/<path> of a staff route: the route's answer or a Refusal; rejects on a network failure. */
export const staffPost = /* #__PURE__ */ caller<Posts>('POST');

/** POST /api/<path> of a console form: what was typed goes as typed, the answer is the route's. */
export const staffFormPost = /* #__PURE__ */ caller<TypedPosts>('POST');

/** GET /api/<path> with filters as the clerk set them (the route names a wrong one). */
export const staffFormGet = /* #__PURE__ */ caller<TypedGets>('GET');

/** GET /api/<path> of a staff route. */
export const staffGet = /* #__PURE__ */ caller<Gets>('GET');

/** PUT /api/<path> of a staff route. */
export const staffPut = /* #__PURE__ */ caller<Puts>('PUT');
