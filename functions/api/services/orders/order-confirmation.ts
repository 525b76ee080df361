/**
 * The order confirmation e-mail the order-complete page promises (SPEC: "with an e-mail
 * confirmation"): the summary and a link to the invoice, sent once per order. The order_message row
 * is the claim, written before sending and removed when the send fails, so the job can try again.
 */
import { orderConfirmationEmail } from '../../../../src/lib/domain/orders/order-messages';
import { PAYMENT_METHOD_KEY } from '../../../../src/lib/domain/orders/payment-method-words';
import { slotOf } from '../../../../src/lib/domain/checkout/delivery-slots';
import { localePath, type Lang } from '../../../../src/lib/domain/i18n/langs';
import { t } from '../../../../src/lib/domain/i18n/t';
import { slotLabelIn } from '../../../../src/lib/domain/checkout/slot-label';
import { findOrderById, listOrderLines } from '../../db/orders';
import type { Env } from '../../env';
import { emailProvider } from '../../providers/email';
import { customerLang } from '../account/customer-lang';
import { toLineView } from './orders';
import * as clock from '../../lib/clock';

const KIND = 'confirmation';

/** Where the invoice link points: the shop's public origin (SITE_URL), else a relative path. */
function invoiceUrl(env: Env, orderId: number, lang: Lang): string {
  const base = (env.SITE_URL ?? '').replace(/\/+$/, '');
  return `${base}${localePath(lang, `/invoice-one/${orderId}`)}`;
}

export async function sendOrderConfirmation(env: Env, orderId: number, now = clock.now()): Promise<boolean> {
  const db = env.DB;
  const order = await findOrderById(db, orderId);
  if (!order || !order.bill_email) return false;
  const claim = await db
    .prepare('INSERT INTO order_message (order_id, kind, sent_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING')
    .bind(orderId, KIND, now)
    .run();
  if (claim.meta.changes !== 1) return false;
  try {
    const lines = (await listOrderLines(db, orderId)).map((l) => toLineView(l));
    const lang = await customerLang(db, order.user_id);
    const mail = orderConfirmationEmail({
      txnid: order.txnid,
      storeName: env.STORE_NAME ?? 'Haat Fresh',
      firstName: order.bill_first_name,
      lines,
      orderTotal: order.order_total,
      totalPoints: order.total_points,
      paymentLabel: t(lang, PAYMENT_METHOD_KEY[order.payment_method]),
      pickup: order.deliveryMode === 'pickup',
      invoiceUrl: invoiceUrl(env, order.id, lang),
      slot: slotLabelIn(lang, slotOf(order)),
      instructions: order.delivery_instructions,
      lang,
    });
    await emailProvider(env).send({ to: order.bill_email, ...mail });
    return true;
  } catch (err) {
    console.error(`order confirmation for ${order.txnid} not sent: ${err instanceof Error ? err.message : String(err)}`);
    await db.prepare('DELETE FROM order_message WHERE order_id = ?1 AND kind = ?2').bind(orderId, KIND).run();
    return false;
  }
}

/** Orders of the last two days that have no confirmation yet (online orders, or a send that failed). */
export async function ordersWithoutConfirmation(db: D1Database, now: number, limit = 25): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id FROM orders o
        WHERE o.created_at > ?1 AND o.bill_email <> ''
          AND NOT EXISTS (SELECT 1 FROM order_message m WHERE m.order_id = o.id AND m.kind = 'confirmation')
        ORDER BY o.id LIMIT ?2`,
    )
    .bind(now - 2 * 24 * 60 * 60_000, limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}
