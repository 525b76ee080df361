/**
 * Every text column of the database and what it holds, in one place (issue 26 item 7): each table
 * is either about a person (a customer, or staff) with every text column listed as erased when the
 * customer erases the account (db/account/privacy.ts eraseAccountStatements) or kept with the reason, or it
 * is the shop's own data. tests/api/personal-columns.test.ts reads the live schema after the
 * migrations (PRAGMA table_info over every table): a new table, or a new text column anywhere (a
 * phone, a name, an e-mail, free text), fails there until it is listed here, and erasing a customer
 * who used every part of the store must leave none of their words behind.
 */

import { CODE, erased, kept, type PersonalTable } from './column-fates';
import { STAFF_TABLES } from './staff-columns';

export type { Fate, PersonalTable } from './column-fates';

const GONE = 'the row is deleted';
const REFERENCE = "the store's or the provider's reference, not the person's";
const TAX = 'GST law keeps the tax invoice (CGST rule 46): what was sold, when, at what price';

export const PERSONAL_TABLES: Record<string, PersonalTable> = {
  user: {
    rows: 'kept, blanked: orders point at it; deleted_at marks it',
    columns: {
      first_name: erased('blanked'),
      last_name: erased('blanked'),
      phone: erased('replaced by erasedPhone(id), which can never be a mobile'),
      email: erased('blanked'),
      photo: erased('blanked'),
      password_hash: erased('blanked'),
      password_salt: erased('blanked'),
      consent_terms_version: kept('which wording of the terms was agreed to, not who'),
      consent_marketing_version: erased('set to NULL'),
      lang: kept('a language code (en, kn, hi), not who'),
      notify_channel: erased("set back to 'sms' (the WhatsApp opt-in and opt-out times are set to NULL)"),
    },
  },
  address: {
    rows: GONE,
    columns: {
      firstname: erased(GONE),
      lastname: erased(GONE),
      mobile: erased(GONE),
      email: erased(GONE),
      address: erased(GONE),
      pincode: erased(GONE),
      type: erased(GONE),
      landmark: erased(GONE),
    },
  },
  session: { rows: GONE, columns: { id: erased(GONE) } },
  cart_line: { rows: GONE, columns: {} },
  wishlist: { rows: GONE, columns: {} },
  stock_alert: { rows: GONE, columns: {} },
  recent_view: { rows: GONE, columns: {} },
  advisor_visit: { rows: GONE, columns: { path: erased(GONE) } },
  otp: {
    rows: 'deleted by phone',
    columns: { phone: erased(GONE), purpose: erased(GONE), code_hash: erased(GONE), proof_hash: erased(GONE) },
  },
  sms_outbox: {
    rows: 'development only: texts to the phone, and texts naming one of their orders, are deleted',
    columns: { phone: erased(GONE), body: erased(GONE) },
  },
  whatsapp_outbox: {
    rows: 'development only: template messages to the phone, and messages naming one of their orders, are deleted',
    columns: { phone: erased(GONE), template: erased(GONE), lang: erased(GONE), params: erased(GONE), body: erased(GONE) },
  },
  email_outbox: {
    rows: "development only: mail to the account's e-mail, and mail naming one of their orders (sent to the address's e-mail), is deleted",
    columns: { to_email: erased(GONE), subject: erased(GONE), body: erased(GONE) },
  },
  notification: {
    rows: "the customer's own (user_id) are deleted; rows without user_id are the shop's notices to everyone",
    columns: { image: erased(GONE), title: erased(GONE), description: erased(GONE), url: erased(GONE) },
  },
  newsletter_subscriber: { rows: 'deleted by e-mail', columns: { email: erased(GONE) } },
  rate_limit: {
    rows: 'counters keyed by their phone or e-mail are deleted; counters keyed by an IP or a code id live 15 minutes to a day',
    columns: { key: erased('deleted when it names the phone or e-mail') },
  },
  reward_account: { rows: 'the local points ledger (development): deleted by mobile', columns: { mobile: erased(GONE) } },
  reward_ledger: {
    rows: 'the local points ledger (development): deleted by mobile',
    columns: { mobile: erased(GONE), reason: erased(GONE), reference: erased(GONE) },
  },
  reward_closure: {
    rows: "written by erasure: the number's points account to close at the rewards service",
    columns: {
      mobile: kept('the service knows the account only by the number: kept until the service confirms the closure, then blanked'),
      status: kept(CODE),
      last_error: kept("the service's answer, for the retry"),
    },
  },
  reward_credit: {
    rows: "kept as the record of points sent for their orders; one not sent yet is closed, never sent to the number's next holder",
    columns: {
      mobile: erased('blanked'),
      kind: kept(CODE),
      reference: kept(REFERENCE),
      status: kept(CODE),
      last_error: kept("the service's answer"),
    },
  },
  points_redeem: {
    rows: 'kept as the record of points spent on their orders; one not settled yet is closed',
    columns: {
      mobile: erased('blanked'),
      reference: kept(REFERENCE),
      idempotency_key: kept('a random key the checkout page made'),
      status: kept(CODE),
      last_error: kept("the service's answer"),
    },
  },
  instore_bill: {
    rows: "the in-store POS simulator's own books (development): the real POS keeps its bills outside the store",
    columns: { mobile: kept("the POS's record, not the store's; shown only from the moment an account proved the number") },
  },
  orders: {
    rows: `kept as tax records: ${TAX}`,
    columns: {
      txnid: kept(REFERENCE),
      idempotency_key: kept('a random key the checkout page made'),
      payment_method: kept(CODE),
      payment_status: kept(CODE),
      payment_id: kept("the provider's payment id, needed for refunds and the tax record"),
      order_status: kept(CODE),
      coupon_code: kept("the shop's coupon"),
      offer_type: kept(CODE),
      invoice_no: kept(TAX),
      place_of_supply: kept('the invoice must state the place of supply (GST)'),
      bill_first_name: erased('replaced by "Deleted customer"'),
      bill_last_name: erased('blanked'),
      bill_address1: erased('blanked'),
      bill_city: kept('the city decides the place of supply on the invoice'),
      bill_country: kept('the country, for the invoice'),
      bill_zip: erased('blanked'),
      bill_phone: erased('blanked'),
      bill_email: erased('blanked'),
      ship_first_name: erased('replaced by "Deleted customer"'),
      ship_last_name: erased('blanked'),
      ship_address1: erased('blanked'),
      ship_city: kept('the city decides the place of supply on the invoice'),
      ship_country: kept('the country, for the invoice'),
      ship_zip: erased('blanked'),
      ship_phone: erased('blanked'),
      ship_email: erased('blanked'),
      slot_day: kept("a day, for the branch's slot records"),
      delivery_instructions: erased('blanked'),
      ship_landmark: erased('blanked'),
    },
  },
  order_line: {
    rows: `kept with the order: ${TAX}`,
    columns: {
      name: kept(TAX),
      attribute_name: kept(TAX),
      photo: kept('the product photo'),
      slug: kept('the product link'),
      hsn_code: kept(TAX),
      if_missing: kept('the substitute choice (call / replace / skip), from a fixed list'),
    },
  },
  line_substitute: {
    rows: `kept with the order: what went into the bag instead of a line is part of the supply (${TAX})`,
    columns: { name: kept(TAX), state: kept(CODE) },
  },
  packing_progress: {
    rows: 'kept with the order while it is packed: the marks per line (ids, quantities, grams), no words about the person',
    columns: { marks: kept('line ids, marks from a fixed list, quantities and grams as JSON') },
  },
  order_event: {
    rows: "kept: the order's audit trail",
    columns: {
      actor_type: kept(CODE),
      from_status: kept(CODE),
      to_status: kept(CODE),
      reason: erased("the customer's own typed reason is set to NULL; staff's reasons are the store's record of why it moved the order"),
    },
  },
  order_note: { rows: 'deleted: staff notes about the customer', columns: { body: erased(GONE) } },
  handover_code: {
    rows: 'kept with the order: the proof it was handed over (docs/delivery.md)',
    columns: { code: kept('four random digits the store made for the order, not about the person') },
  },
  rider_delivery: {
    rows: "kept: the store's record of the cash its rider took for the order",
    columns: {
      short_reason: kept("staff's reason for taking less cash than due: the store's cash record"),
      proof: kept(CODE),
    },
  },
  order_message: { rows: 'kept: which messages an order got, so none is sent twice', columns: { kind: kept(CODE) } },
  coupon_use: { rows: "kept: a coupon's use limits count it", columns: {} },
  payment_intent: {
    rows: 'kept for refunds: amount and payment id; an open one ends at erasure',
    columns: {
      provider: kept(CODE),
      provider_order_id: kept(REFERENCE),
      checkout: erased('purged to {} (it held the address and phone)'),
      status: kept(CODE),
      payment_id: kept('needed to refund a payment that arrives after erasure'),
      failure_reason: kept("the store's or the provider's words for why the payment failed (no personal data is written into it)"),
    },
  },
  stray_payment: {
    rows: 'kept: a second payment to refund',
    columns: {
      payment_id: kept('needed for the refund'),
      provider_order_id: kept(REFERENCE),
      status: kept(CODE),
      reason: kept("the store's own words"),
    },
  },
  refund: {
    rows: 'kept: money owed back',
    columns: {
      payment_id: kept('needed for the refund'),
      reason: kept(CODE),
      status: kept(CODE),
      last_error: kept("the provider's answer"),
      provider_refund_id: kept(REFERENCE),
    },
  },
  problem_ticket: {
    rows: "kept: a complaint record the store must be able to show (Consumer Protection (E-Commerce) Rules 2020), without the shopper's words",
    columns: {
      ticket_no: kept(REFERENCE),
      month: kept('the month it was opened'),
      state: kept(CODE),
      resolution: kept(CODE),
      resolution_note: kept("the store's own words"),
      refund_method: kept(CODE),
    },
  },
  problem_line: { rows: 'kept with the ticket', columns: { kind: kept(CODE), note: erased('blanked') } },
  problem_photo: {
    rows: 'deleted: no route can reach the photo afterwards (the R2 object is left unreferenced)',
    columns: { object_key: erased(GONE), content_type: erased(GONE) },
  },
  // the morning milk run (migration 0037): the standing order goes with the account; its orders stay as above
  subscription: {
    rows: 'deleted with its lines, pauses, skips and runs: no order is made for an erased account',
    columns: { pattern: erased(GONE), start_day: erased(GONE), payment: erased(GONE), status: erased(GONE) },
  },
  subscription_line: { rows: GONE, columns: {} },
  subscription_pause: { rows: GONE, columns: { from_day: erased(GONE), to_day: erased(GONE) } },
  subscription_skip: { rows: GONE, columns: { day: erased(GONE) } },
  subscription_run: {
    rows: GONE,
    columns: { day: erased(GONE), outcome: erased(GONE), payment: erased(GONE), missing: erased(GONE), reason: erased(GONE) },
  },
  credit_note: {
    rows: `kept with the order: the credit note cancelling its tax invoice is a tax record too (CGST Act s. 34)`,
    columns: {
      credit_no: kept(TAX),
      financial_year: kept(TAX),
      invoice_no: kept(TAX),
      reason: kept(CODE),
    },
  },
  // the dashboard's new and returning customers (migration 0047): ids only, no words about the person
  report_day_customer: { rows: `kept: counted from their orders, which are kept (${TAX})`, columns: {} },
  report_customer_first: { rows: 'kept: the day of their first order, counted from their kept orders', columns: {} },
  // employees' own tables and the console's trails (staff-columns.ts)
  ...STAFF_TABLES,
};

export { SHOP_TABLES } from './shop-columns';
