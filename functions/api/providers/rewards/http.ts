import { z } from 'zod';
import type { RedeemOutcome, RedeemRecord, RewardsProvider } from './types';
import { postJson, wireDate, type ServiceTarget } from './service-call';

const points = z.coerce.number().int().nonnegative();

const balanceAnswer = z.object({ status: z.literal(1), rewardpoint: points });
const historyAnswer = z.object({
  status: z.literal(1),
  response: z.array(z.object({ id: z.union([z.string(), z.number()]).optional(), date: wireDate, points_redeem: points })),
});
const creditAnswer = z.object({ status: z.literal(1), rewardpoint: points });
const closeAnswer = z.object({ status: z.literal(1) });
const redeemAnswer = z.object({ status: z.union([z.literal(0), z.literal(1)]), rewardpoint: points, message: z.string().optional() });

/** The rewards service over HTTP (SPEC §7): POST getrewards and redeemedhistory with the mobile. */
export class HttpRewards implements RewardsProvider {
  constructor(
    private readonly target: ServiceTarget,
    readonly simulated: boolean,
  ) {}

  async balance(mobile: string): Promise<number> {
    const a = await postJson(this.target, 'getrewards', { mobile }, balanceAnswer);
    return a.rewardpoint;
  }

  async redeemHistory(mobile: string): Promise<RedeemRecord[]> {
    const a = await postJson(this.target, 'redeemedhistory', { mobile }, historyAnswer);
    return a.response.map((r, i) => ({ id: String(r.id ?? i), date: r.date, points: r.points_redeem }));
  }

  async redeem(mobile: string, redeem: number, opts: { previous?: number; order?: string } = {}): Promise<RedeemOutcome> {
    const a = await postJson(this.target, 'redeemedhistory', { mobile, redeem, ...opts }, redeemAnswer, [409]);
    return { ok: a.status === 1, balance: a.rewardpoint };
  }

  /** Not in SPEC §7 (it shows no refunds): `creditpoints` with the redemption's reference. */
  async credit(mobile: string, credit: number, opts: { order: string }): Promise<number> {
    const a = await postJson(this.target, 'creditpoints', { mobile, credit, order: opts.order }, creditAnswer);
    return a.rewardpoint;
  }

  /** Not in SPEC §7 (the old app never erased an account): `closeaccount` for a number whose holder left. */
  async closeAccount(mobile: string, opts: { before: number; reference: string }): Promise<void> {
    await postJson(
      this.target,
      'closeaccount',
      { mobile, before: new Date(opts.before).toISOString(), reference: opts.reference },
      closeAnswer,
    );
  }
}
