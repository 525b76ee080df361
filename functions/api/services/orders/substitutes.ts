/**
 * Substitutes (issue 29, docs/packing.md): the clerk proposes one for a "Replace with similar" line,
 * the shopper answers a dearer one, and finishing packing (services/orders/packing.ts) puts it in the bag.
 * A refused proposal writes nothing; each answer is one conditional UPDATE (db/orders/substitutes.ts).
 */
import { insertCustomerNotification, answerSubstitute, insertSubstitute, listSubstitutes, proposalFacts } from '../../db/orders';
import type { OrderRow } from '../../db/orders';
import type { Env, StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { smsLang, smsProvider } from '../../providers/sms';
import { localePath } from '../../../../src/lib/domain/i18n/langs';
import { substituteNotice, substituteSms, type SubstituteAsk } from '../../../../src/lib/domain/orders/order-messages';
import {
  stateAt,
  substituteCharge,
  SUB_MSG,
  SUBSTITUTE_WINDOW_MS,
  type SubstituteRow,
} from '../../../../src/lib/domain/orders/substitutes';
import { alreadyMoved, customerContact } from './order-life';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface ProposeRequest {
  line_id: number;
  product_id: number;
  /** the variant (pack) put in; 0 for a product without variants */
  attribute_id: number;
}

/** Records the substitute (asked about when dearer), or throws the refusal with its code; nothing is written then. */
export async function proposeSubstitute(
  env: Env,
  order: OrderRow,
  req: ProposeRequest,
  staff: StaffMember,
  now = clock.now(),
): Promise<SubstituteRow> {
  const db = env.DB;
  if (order.order_status !== 'Confirmed') throw alreadyMoved(order.order_status);
  const facts = await proposalFacts(db, order.id, req.line_id, req.product_id, req.attribute_id);
  if (!facts) throw new ShopError(said('srv.pack.notThisOrder'), 400);
  const { line, sub } = facts;
  if (line.if_missing !== 'replace') throw new ShopError(SUB_MSG.notReplace(line.name), 400);
  if (!sub || !sub.has_pack) throw new ShopError(said('srv.pack.notThisOrder'), 400);
  if (req.product_id === line.product_id && req.attribute_id === line.attribute_id) throw new ShopError(said('srv.subst.sameItem'), 400);
  if (sub.shelf === null || sub.shelf !== line.shelf) throw new ShopError(SUB_MSG.otherShelf(sub.name, line.name), 400);
  // a product for sale, its pack counted at the order's own branch for the whole line
  if (!sub.available || sub.at_branch < line.qty) throw new ShopError(SUB_MSG.outOfStock(sub.name), 400);

  const price = substituteCharge(
    { selling: line.selling, points: line.points },
    { selling: sub.selling, points: sub.points },
    order.payment_method,
  );
  const ask = price.ask;
  const written = await insertSubstitute(db, {
    lineId: line.id,
    orderId: order.id,
    productId: req.product_id,
    attributeId: req.attribute_id,
    name: sub.name,
    unitPrice: sub.selling,
    unitMrp: sub.mrp,
    unitPoints: sub.points,
    charged: price.charged,
    chargedPoints: price.charged_points,
    state: ask ? 'proposed' : 'accepted',
    staffId: staff.id,
    now,
  });
  if (written === 0) {
    const [row] = (await listSubstitutes(db, order.id)).filter((s) => s.line_id === line.id);
    if (!row)
      throw alreadyMoved(
        (await db.prepare('SELECT order_status FROM orders WHERE id = ?1').bind(order.id).first<string>('order_status')) ?? '',
      );
    throw new ShopError(SUB_MSG.taken(line.name), 409);
  }
  const row = (await listSubstitutes(db, order.id)).find((s) => s.line_id === line.id)!;
  if (ask) {
    await askShopper(env, order, {
      txnid: order.txnid,
      name: line.name,
      substitute: sub.name,
      more: (sub.selling - line.selling) * line.qty,
      minutes: SUBSTITUTE_WINDOW_MS / 60_000,
    });
  }
  return row;
}

/** The notification and the SMS with the link to the order page; an SMS that cannot be sent is logged, the question stands. */
async function askShopper(env: Env, order: OrderRow, q: SubstituteAsk): Promise<void> {
  const who = await customerContact(env.DB, order);
  if (order.user_id) await insertCustomerNotification(env.DB, order.user_id, substituteNotice(q, who.lang), clock.now()).run();
  if (!/^\d{10}$/.test(who.mobile)) return;
  try {
    const smsIn = smsLang(env, who.lang);
    const url = `${(env.SITE_URL ?? '').replace(/\/+$/, '')}${localePath(smsIn, `/order-success/${order.txnid}`)}`;
    await smsProvider(env).send(who.mobile, substituteSms(q, url, smsIn));
  } catch (err) {
    console.error(`substitute SMS for ${order.txnid} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The shopper's Accept / Decline, once; a closed question (late, answered, packed) is a 409 with the state it has. */
export async function answerForShopper(
  db: D1Database,
  order: OrderRow,
  lineId: number,
  answer: 'accept' | 'decline',
  now = clock.now(),
): Promise<SubstituteRow> {
  const written = await answerSubstitute(db, order.id, lineId, answer === 'accept' ? 'accepted' : 'declined', now);
  const row = (await listSubstitutes(db, order.id)).find((s) => s.line_id === lineId);
  if (!row) throw new ShopError(said('srv.pack.notThisOrder'), 404);
  if (written === 0) throw new ShopError(said('srv.subst.closed'), 409, { state: stateAt(row, now) });
  return row;
}
