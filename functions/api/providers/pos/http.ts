import { z } from 'zod';
import { rupeesToPaise } from '../../../../src/lib/domain/money/money';
import { postJson, wireDate, type ServiceTarget } from '../rewards/service-call';
import type { Bill, PointsEarned, PosProvider } from './types';

const id = z.union([z.string(), z.number()]).optional();
const points = z.coerce.number().int().nonnegative();

/** SPEC §7: salesbycustomer is read from success.orders, pointsearnedhistory from success.redeemed. */
const salesAnswer = z.object({
  status: z.literal(1),
  success: z.object({
    orders: z.array(
      z.object({
        bill_no: id,
        id,
        date: wireDate,
        bill_amount: z.coerce.number().nonnegative(),
        points_earned: points,
        branch: z.string().optional(),
      }),
    ),
  }),
});
const earnedAnswer = z.object({
  status: z.literal(1),
  success: z.object({ redeemed: z.array(z.object({ id, date: wireDate, points, source: z.string().optional() })) }),
});

export class HttpPos implements PosProvider {
  constructor(
    private readonly target: ServiceTarget,
    readonly simulated: boolean,
  ) {}

  async billsByCustomer(mobile: string): Promise<Bill[]> {
    const a = await postJson(this.target, 'salesbycustomer', { mobile }, salesAnswer);
    return a.success.orders.map((o, i) => ({
      id: String(o.bill_no ?? o.id ?? i),
      date: o.date,
      // the till speaks rupees; the app keeps paise
      amount: rupeesToPaise(o.bill_amount),
      points: o.points_earned,
      branch: o.branch ?? '',
    }));
  }

  async pointsEarnedHistory(mobile: string): Promise<PointsEarned[]> {
    const a = await postJson(this.target, 'pointsearnedhistory', { mobile }, earnedAnswer);
    return a.success.redeemed.map((r, i) => ({ id: String(r.id ?? i), date: r.date, points: r.points, source: r.source ?? 'instore' }));
  }
}
