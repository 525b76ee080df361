/**
 * The privacy centre's queries: everything held about one customer (export) and the statements
 * that erase it (delete). Every statement is scoped by the user's id, or by the phone/email read
 * from that user's own row.
 */
import { FINAL_STATUSES } from '../../../../src/lib/domain/orders/order-life';
import { DELETED_CUSTOMER_NAME, erasedPhone } from '../../../../src/lib/domain/account/privacy-schemas';
import { endCustomerIntentsStatements } from '../checkout';
import { recordClosureStatement } from '../loyalty';
import type { UserProfile } from '../../../../src/lib/domain/types';

export interface PrivacyUserRow extends UserProfile {
  created_at: number;
  consent_terms_at: number | null;
  consent_terms_version: string | null;
  consent_marketing_at: number | null;
  consent_marketing_version: string | null;
  /** order updates by sms | whatsapp | both, and the WhatsApp opt-in (migration 0038) */
  notify_channel: string;
  whatsapp_opt_in_at: number | null;
  whatsapp_opt_out_at: number | null;
}

// No password hash, salt or iteration count: the export is personal data, not credentials.
const USER_COLUMNS = `id, first_name, last_name, phone, email, photo, branch_id, created_at,
  consent_terms_at, consent_terms_version, consent_marketing_at, consent_marketing_version,
  notify_channel, whatsapp_opt_in_at, whatsapp_opt_out_at`;

export async function findPrivacyUser(db: D1Database, userId: number): Promise<PrivacyUserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM user WHERE id = ?1 AND deleted_at IS NULL`).bind(userId).first<PrivacyUserRow>();
}

export type Row = Record<string, unknown>;

export interface PersonalData {
  addresses: Row[];
  orders: Row[];
  order_lines: Row[];
  wishlist: Row[];
  stock_alerts: Row[];
  cart: Row[];
  recent_views: Row[];
  reward_balance: number | null;
  reward_ledger: Row[];
  instore_bills: Row[];
  newsletter: Row[];
  /** the morning milk run (migration 0037): each subscription with its lines, pauses and skips */
  subscriptions: Row[];
}

/** One batch, so the export is a consistent snapshot. */
export async function readPersonalData(db: D1Database, user: { id: number; phone: string; email: string }): Promise<PersonalData> {
  const [addresses, orders, lines, wishlist, alerts, cart, recent, balance, ledger, bills, newsletter, subscriptions] = await db.batch<Row>(
    [
      db
        .prepare(
          `SELECT a.id, a.firstname, a.lastname, a.mobile, a.email, a.address, a.landmark, coalesce(c.name, '') AS city, a.pincode, a.type, a.created_at
           FROM address a LEFT JOIN city c ON c.id = a.city WHERE a.user_id = ?1 ORDER BY a.id`,
        )
        .bind(user.id),
      db
        .prepare(
          `SELECT id, txnid, invoice_no, created_at, order_status, payment_method, payment_status, payment_id, flag, branch_id,
                subtotal, discount, coupon_code, shipping, order_total, total_points, points_earned, place_of_supply,
                bill_first_name, bill_last_name, bill_address1, bill_city, bill_country, bill_zip, bill_phone, bill_email,
                ship_first_name, ship_last_name, ship_address1, ship_city, ship_country, ship_zip, ship_phone, ship_email,
                ship_landmark, delivery_instructions, slot_day, slot_start_min, slot_end_min
           FROM orders WHERE user_id = ?1 ORDER BY created_at, id`,
        )
        .bind(user.id),
      db
        .prepare(
          `SELECT l.order_id, l.product_id, l.name, l.attribute_name, l.qty, l.price, l.main_price, l.attribute_price,
                l.reward_point, l.hsn_code, l.gst_rate
           FROM order_line l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ?1 ORDER BY l.order_id, l.id`,
        )
        .bind(user.id),
      db
        .prepare(
          'SELECT w.product_id, p.name, w.created_at FROM wishlist w JOIN product p ON p.id = w.product_id WHERE w.user_id = ?1 ORDER BY w.id',
        )
        .bind(user.id),
      db
        .prepare(
          'SELECT a.product_id, p.name, a.created_at, a.sent_at FROM stock_alert a JOIN product p ON p.id = a.product_id WHERE a.user_id = ?1 ORDER BY a.created_at',
        )
        .bind(user.id),
      db
        .prepare(
          `SELECT c.product_id, p.name, c.attribute_id, c.qty, c.created_at
           FROM cart_line c JOIN product p ON p.id = c.product_id WHERE c.user_id = ?1 ORDER BY c.id`,
        )
        .bind(user.id),
      db
        .prepare(
          'SELECT r.product_id, p.name, r.viewed_at FROM recent_view r JOIN product p ON p.id = r.product_id WHERE r.user_id = ?1 ORDER BY r.viewed_at DESC',
        )
        .bind(user.id),
      db.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(user.phone),
      db
        .prepare('SELECT delta, reason, order_id, created_at FROM reward_ledger WHERE mobile = ?1 ORDER BY created_at, id')
        .bind(user.phone),
      // a recycled number's earlier bills were another person's (services/loyalty/instore.ts)
      db
        .prepare(
          `SELECT date, branch_id, bill_amount, points_earned FROM instore_bill
          WHERE mobile = ?1 AND date >= (SELECT coalesce(phone_verified_at, created_at) FROM user WHERE id = ?2) ORDER BY date`,
        )
        .bind(user.phone, user.id),
      db.prepare('SELECT email, created_at FROM newsletter_subscriber WHERE email = ?1').bind(user.email),
      db
        .prepare(
          `SELECT s.id, s.flag, s.address_id, s.branch_id, s.slot_id, s.pattern, s.start_day, s.payment, s.status, s.created_at, s.ended_at,
                (SELECT json_group_array(json_object('product_id', l.product_id, 'name', p.name, 'qty', l.qty))
                   FROM subscription_line l JOIN product p ON p.id = l.product_id WHERE l.subscription_id = s.id) AS lines,
                (SELECT json_group_array(json_object('from', from_day, 'to', to_day)) FROM subscription_pause WHERE subscription_id = s.id) AS pauses,
                (SELECT json_group_array(day) FROM subscription_skip WHERE subscription_id = s.id) AS skips
           FROM subscription s WHERE s.user_id = ?1 ORDER BY s.id`,
        )
        .bind(user.id),
    ],
  );
  const balanceRow = balance!.results[0] as { balance: number } | undefined;
  return {
    addresses: addresses!.results,
    orders: orders!.results,
    order_lines: lines!.results,
    wishlist: wishlist!.results,
    stock_alerts: alerts!.results,
    cart: cart!.results,
    recent_views: recent!.results,
    reward_balance: balanceRow ? balanceRow.balance : null,
    reward_ledger: ledger!.results,
    instore_bills: bills!.results,
    newsletter: newsletter!.results,
    subscriptions: subscriptions!.results.map((s) => ({
      ...s,
      lines: JSON.parse(String(s.lines)),
      pauses: JSON.parse(String(s.pauses)),
      skips: JSON.parse(String(s.skips)),
    })),
  };
}

/** An order still on its way (not Completed or Cancelled): SQL for `o.order_status`. */
const OPEN_ORDER = `o.order_status NOT IN (${FINAL_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** SQL: `column` mentions one of customer ?1's order numbers. */
const ABOUT_THEIR_ORDER = (column: string) => `SELECT 1 FROM orders o WHERE o.user_id = ?1 AND instr(${column}, o.txnid) > 0`;

/** The customer's newest order still on its way, if any: erasure waits for it (services/account/privacy.ts). */
export async function findOpenOrder(db: D1Database, userId: number): Promise<{ id: number; txnid: string } | null> {
  return db
    .prepare(`SELECT o.id, o.txnid FROM orders o WHERE o.user_id = ?1 AND ${OPEN_ORDER} ORDER BY o.created_at DESC, o.id DESC LIMIT 1`)
    .bind(userId)
    .first<{ id: number; txnid: string }>();
}

/**
 * Erasure (DPDP Act s.12): everything personal goes, except what GST law makes the store keep.
 * Every column that can hold something about a person, and what erasure does with it, is listed in
 * db/account/personal-columns.ts (a test holds that list against the live schema and this batch).
 * Orders and their lines stay as tax records with the buyer's name replaced and contact details
 * blanked; the city and place of supply remain because the invoice must state them.
 * Run as one db.batch (one transaction): the account is erased completely or not at all.
 */
export function eraseAccountStatements(
  db: D1Database,
  user: { id: number; phone: string; email: string },
  now: number,
): D1PreparedStatement[] {
  const id = user.id;
  return [
    // first, and guarded: a second delete of the same account changes nothing
    db
      .prepare(
        `UPDATE user SET first_name = '', last_name = '', phone = ?2, email = '', photo = '',
                password_hash = '', password_salt = '', password_iterations = 0, branch_id = NULL,
                notifications_seen_at = 0, consent_marketing_at = NULL, consent_marketing_version = NULL,
                notify_channel = 'sms', whatsapp_opt_in_at = NULL, whatsapp_opt_out_at = NULL, deleted_at = ?3
          WHERE id = ?1 AND deleted_at IS NULL`,
      )
      .bind(id, erasedPhone(id), now),
    db.prepare('INSERT INTO order_guard (ok) SELECT changes() = 1'),
    // an order still on its way keeps its address until it is delivered or cancelled: refused (item 6),
    // guarded here too so an order placed between the check and this batch cannot slip through
    db.prepare(`INSERT INTO order_guard (ok) SELECT NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ?1 AND ${OPEN_ORDER})`).bind(id),
    db.prepare('DELETE FROM session WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM order_note WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?1)').bind(id),
    // a problem ticket stays as the complaint record; the shopper's own words and photos go (issue 32)
    db.prepare(`UPDATE problem_line SET note = '' WHERE ticket_id IN (SELECT id FROM problem_ticket WHERE user_id = ?1)`).bind(id),
    db.prepare('DELETE FROM problem_photo WHERE ticket_id IN (SELECT id FROM problem_ticket WHERE user_id = ?1)').bind(id),
    // subscriptions go before the address they deliver to: nothing more is ordered for the account
    ...['subscription_run', 'subscription_skip', 'subscription_pause', 'subscription_line'].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE subscription_id IN (SELECT id FROM subscription WHERE user_id = ?1)`).bind(id),
    ),
    db.prepare('DELETE FROM subscription WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM address WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM cart_line WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM wishlist WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM stock_alert WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM recent_view WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM advisor_visit WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM otp WHERE phone = ?1').bind(user.phone),
    // the development outboxes: texts and e-mails to them, and about their orders (an order e-mail
    // goes to the address's e-mail, which need not be the account's)
    db.prepare(`DELETE FROM sms_outbox WHERE phone = ?2 OR EXISTS (${ABOUT_THEIR_ORDER('sms_outbox.body')})`).bind(id, user.phone),
    db
      .prepare(`DELETE FROM whatsapp_outbox WHERE phone = ?2 OR EXISTS (${ABOUT_THEIR_ORDER('whatsapp_outbox.body')})`)
      .bind(id, user.phone),
    db
      .prepare(`DELETE FROM email_outbox WHERE to_email = ?2 COLLATE NOCASE OR EXISTS (${ABOUT_THEIR_ORDER('email_outbox.subject')})`)
      .bind(id, user.email),
    // order updates addressed to them
    db.prepare('DELETE FROM notification WHERE user_id = ?1').bind(id),
    db.prepare('DELETE FROM newsletter_subscriber WHERE email = ?1').bind(user.email),
    db.prepare('DELETE FROM reward_ledger WHERE mobile = ?1').bind(user.phone),
    db.prepare('DELETE FROM reward_account WHERE mobile = ?1').bind(user.phone),
    // the number's points account at the rewards service is closed (sent after this batch, retried by
    // the job); credits and debits not settled yet are closed with it, never sent to the number's next holder
    recordClosureStatement(db, user, now),
    db
      .prepare(
        `UPDATE reward_credit SET mobile = '', status = CASE WHEN status = 'pending' THEN 'closed' ELSE status END, updated_at = ?2
          WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?1)`,
      )
      .bind(id, now),
    db
      .prepare(
        `UPDATE points_redeem SET mobile = '', debit_until = NULL, updated_at = ?2,
                status = CASE WHEN status IN ('pending', 'crediting') THEN 'closed' ELSE status END
          WHERE user_id = ?1`,
      )
      .bind(id, now),
    // the reason they typed when they cancelled an order (staff's own reasons stay: the store's record)
    db
      .prepare(
        `UPDATE order_event SET reason = NULL WHERE actor_type = 'customer' AND order_id IN (SELECT id FROM orders WHERE user_id = ?1)`,
      )
      .bind(id),
    // counters are keyed "action:subject"; the subject may be the phone or the e-mail
    db
      .prepare("DELETE FROM rate_limit WHERE substr(key, -(length(?1) + 1)) = ':' || ?1 OR substr(key, -(length(?2) + 1)) = ':' || ?2")
      .bind(user.phone, user.email.toLowerCase()),
    db
      .prepare(
        `UPDATE orders SET bill_first_name = ?2, bill_last_name = '', bill_address1 = '', bill_zip = '', bill_phone = '', bill_email = '',
                ship_first_name = ?2, ship_last_name = '', ship_address1 = '', ship_zip = '', ship_phone = '', ship_email = '',
                ship_landmark = '', delivery_instructions = ''
          WHERE user_id = ?1`,
      )
      .bind(id, DELETED_CUSTOMER_NAME),
    // the checkout snapshot holds the delivery address: every intent loses it, and one still open
    // ends here (its stock goes back). A payment that arrives later is refunded, not made an order.
    ...endCustomerIntentsStatements(db, id, now),
  ];
}

/** Gives or withdraws the marketing consent; withdrawing also ends the newsletter for that e-mail. */
export function marketingConsentStatements(
  db: D1Database,
  user: { id: number; email: string },
  consent: { at: number; version: string } | null,
): D1PreparedStatement[] {
  const set = db
    .prepare('UPDATE user SET consent_marketing_at = ?2, consent_marketing_version = ?3 WHERE id = ?1 AND deleted_at IS NULL')
    .bind(user.id, consent?.at ?? null, consent?.version ?? null);
  return consent ? [set] : [set, db.prepare('DELETE FROM newsletter_subscriber WHERE email = ?1').bind(user.email)];
}
