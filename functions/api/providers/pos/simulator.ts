/**
 * Local stand-in for the in-store POS (SPEC §7 salesbycustomer, pointsearnedhistory), on D1: bills
 * from instore_bill, points earned from the rewards ledger's credits (the one record of points).
 * Amounts go over the wire in rupees with two decimals, as a till prints them.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { listBillsByMobile } from '../../db/loyalty/instore';
import { listCredits } from '../../db/loyalty/rewards';
import type { AppEnv } from '../../env';
import { validate } from '../../validate';
import { simulatorAuth } from '../rewards/simulator-auth';

const byMobile = z.object({ mobile: z.string().regex(/^[1-9]\d{9}$/, 'mobile must be 10 digits') });

export const posSimulator = new Hono<AppEnv>()
  .use('*', simulatorAuth())
  .post('/salesbycustomer', validate('json', byMobile), async (c) => {
    const bills = await listBillsByMobile(c.env.DB, c.req.valid('json').mobile);
    return c.json({
      status: 1,
      success: {
        orders: bills.map((b) => ({
          bill_no: `B${String(b.id).padStart(6, '0')}`,
          date: new Date(b.date).toISOString(),
          bill_amount: (b.bill_amount / 100).toFixed(2),
          points_earned: b.points_earned,
          branch: b.branch ?? '',
        })),
      },
    });
  })
  .post('/pointsearnedhistory', validate('json', byMobile), async (c) => {
    const credits = await listCredits(c.env.DB, c.req.valid('json').mobile);
    // the original in-store API names this list "redeemed"; kept so the real system needs no change
    return c.json({
      status: 1,
      success: {
        redeemed: credits.map((r) => ({ id: r.id, date: new Date(r.created_at).toISOString(), points: r.delta, source: r.reason })),
      },
    });
  });
