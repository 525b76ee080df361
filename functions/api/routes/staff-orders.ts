import { Hono } from 'hono';
import { z } from 'zod';
import { LIFE_MSG } from '../../../src/lib/domain/orders/order-life';
import {
  creditNoteQuerySchema,
  moveOrderSchema,
  orderIdParamSchema,
  orderNoteSchema,
  queueQuerySchema,
} from '../../../src/lib/domain/staff/staff-schemas';
import { findStaffOrder, countQueue, readProgress } from '../db/orders';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import {
  moveOrder,
  refundView,
  getCreditNoteForStaff,
  findRefund,
  processRefund,
  addOrderNote,
  orderQueue,
  queueFiltersOf,
  staffOrderDetail,
  finishPacking,
  savePackingProgress,
} from '../services/orders';
import { packingProgressSchema, packOrderSchema } from '../../../src/lib/domain/orders/packing-schema';
import { validate } from '../validate';
import { orderInPath, packer } from './packing-guards';
import * as clock from '../lib/clock';
import { refusalRecorded } from '../../../src/lib/domain/checkout/payment-intent';
import { creditNoteAnswer, orderAnswer, queueRowAnswer } from '../../../src/lib/domain/orders/order-answer-schemas';
import { sayIn } from '../../../src/lib/domain/i18n/t';

const notFound = { status: 0 as const, message: LIFE_MSG.orderNotFound };

/** A payment attempt that became no order, as the manager's "Failed payments" list shows it. */
interface PaymentAttemptRow {
  id: number;
  provider_order_id: string;
  payment_id: string | null;
  amount: number;
  status: 'failed' | 'refund_due' | 'refunded';
  failure_reason: string | null;
  created_at: number;
  refunded_at: number | null;
  customer_name: string | null;
  customer_mobile: string | null;
}

/** The order queue, one order, its moves, refund retries and failed payments (docs/staff-api.md). */
export const staffOrderRoutes = new Hono<AppEnv>()
  .get('/staff/orders', requireStaff(), validate('query', queueQuerySchema), async (c) => {
    const now = clock.now();
    const result = await orderQueue(c.env.DB, currentStaff(c), queueFiltersOf(c.req.valid('query')));
    return c.json({ status: 1 as const, response: { ...result, orders: result.orders.map(queueRowAnswer), now } });
  })
  .get('/staff/orders/count', requireStaff(), validate('query', queueQuerySchema), async (c) => {
    const now = clock.now();
    const counts = await countQueue(c.env.DB, currentStaff(c), queueFiltersOf(c.req.valid('query')));
    return c.json({ status: 1 as const, response: { ...counts, now } });
  })
  .get('/staff/orders/:id', requireStaff(), validate('param', orderIdParamSchema), async (c) => {
    const staff = currentStaff(c);
    const order = await findStaffOrder(c.env.DB, staff, c.req.valid('param').id);
    if (!order) return c.json(notFound, 404);
    return c.json({ status: 1 as const, response: orderAnswer(await staffOrderDetail(c.env.DB, staff, order)) });
  })
  .get(
    '/staff/orders/:id/credit-note',
    requireStaff(),
    validate('param', orderIdParamSchema),
    validate('query', creditNoteQuerySchema),
    async (c) => {
      const { note: which } = c.req.valid('query');
      const note = await getCreditNoteForStaff(c.env.DB, currentStaff(c), c.req.valid('param').id, c.env.STORE_NAME, which);
      // another branch's order, or one without a credit note: not found, as for the order itself
      if (!note) return c.json(notFound, 404);
      return c.json({ status: 1 as const, response: creditNoteAnswer(note) });
    },
  )
  .post('/staff/orders/:id/move', requireStaff(), validate('param', orderIdParamSchema), validate('json', moveOrderSchema), async (c) => {
    const staff = currentStaff(c);
    const order = await findStaffOrder(c.env.DB, staff, c.req.valid('param').id);
    if (!order) return c.json(notFound, 404);
    const body = c.req.valid('json');
    const moved = await moveOrder(c.env, order, body, { kind: 'staff', staff });
    // a rider's order is no longer theirs to see only if it left them; Completed stays visible
    return c.json({
      status: 1 as const,
      message: LIFE_MSG.moved(body.to),
      response: orderAnswer(await staffOrderDetail(c.env.DB, staff, moved)),
    });
  })
  // finishing packing: the marks per line and the move to Packed, with the money following the bag (docs/packing.md)
  .post('/staff/orders/:id/pack', packer, orderInPath, validate('json', packOrderSchema), async (c) => {
    const staff = currentStaff(c);
    const order = await findStaffOrder(c.env.DB, staff, c.req.valid('param').id);
    if (!order) return c.json(notFound, 404);
    const done = await finishPacking(c.env, order, c.req.valid('json'), staff);
    return c.json({
      status: 1 as const,
      message: LIFE_MSG.moved('Packed'),
      response: {
        ...orderAnswer(await staffOrderDetail(c.env.DB, staff, done.order)),
        reduced_by: done.reduced_by,
        points_back: done.points_back,
      },
    });
  })
  // packing saved part-way: the marks so far, read back by whichever clerk opens the order next (docs/packing.md)
  .get('/staff/orders/:id/packing/progress', packer, orderInPath, async (c) => {
    const order = await findStaffOrder(c.env.DB, currentStaff(c), c.req.valid('param').id);
    if (!order) return c.json(notFound, 404);
    return c.json({ status: 1 as const, response: (await readProgress(c.env.DB, order.id)) ?? { version: 0, marks: [] } });
  })
  .put('/staff/orders/:id/packing/progress', packer, orderInPath, validate('json', packingProgressSchema), async (c) => {
    const staff = currentStaff(c);
    const order = await findStaffOrder(c.env.DB, staff, c.req.valid('param').id);
    if (!order) return c.json(notFound, 404);
    return c.json({ status: 1 as const, response: await savePackingProgress(c.env.DB, order, c.req.valid('json'), staff) });
  })
  .post('/staff/orders/:id/notes', requireStaff(), validate('param', orderIdParamSchema), validate('json', orderNoteSchema), async (c) => {
    const staff = currentStaff(c);
    const order = await findStaffOrder(c.env.DB, staff, c.req.valid('param').id);
    if (!order) return c.json(notFound, 404);
    const notes = await addOrderNote(c.env.DB, staff, order, c.req.valid('json').body, clock.now());
    return c.json({ status: 1 as const, message: 'Note added', response: notes });
  })
  .post('/staff/refunds/:id/retry', requireStaff('manager', 'branch'), validate('param', orderIdParamSchema), async (c) => {
    const staff = currentStaff(c);
    const refund = await findRefund(c.env.DB, c.req.valid('param').id);
    const order = refund?.order_id ? await findStaffOrder(c.env.DB, staff, refund.order_id) : null;
    // refunds of payments that never became an order belong to the manager
    if (!refund || (refund.order_id ? !order : staff.role !== 'manager'))
      return c.json({ status: 0 as const, message: 'Refund not found' }, 404);
    const after = (await processRefund(c.env, refund.id))!;
    const message = after.status === 'processed' ? 'Refund processed' : `Refund failed again: ${after.last_error ?? 'unknown error'}`;
    return c.json({ status: 1 as const, message, response: refundView(after) });
  })
  .get(
    '/staff/payment-attempts',
    requireStaff('manager'),
    validate('query', z.object({ status: z.enum(['failed', 'refund_due', 'refunded']).optional() })),
    async (c) => {
      const { status } = c.req.valid('query');
      const { results } = await c.env.DB.prepare(
        `SELECT i.id, i.provider_order_id, i.payment_id, i.amount, i.status, i.failure_reason, i.created_at,
                  trim(u.first_name || ' ' || u.last_name) AS customer_name, u.phone AS customer_mobile,
                  CASE WHEN i.status = 'refunded' THEN r.updated_at END AS refunded_at
             FROM payment_intent i LEFT JOIN user u ON u.id = i.user_id LEFT JOIN refund r ON r.intent_id = i.id
            WHERE i.status IN ('failed', 'refund_due', 'refunded') AND (?1 IS NULL OR i.status = ?1)
            ORDER BY i.created_at DESC, i.id DESC LIMIT 100`,
      )
        .bind(status ?? null)
        .all<PaymentAttemptRow>();
      // a refusal kept as data is said in the staff console's English here
      const attempts = results.map((a) => {
        const kept = refusalRecorded(a.failure_reason);
        return kept ? { ...a, failure_reason: sayIn('en', kept) } : a;
      });
      return c.json({ status: 1 as const, response: attempts });
    },
  );
