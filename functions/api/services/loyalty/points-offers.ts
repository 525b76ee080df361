/**
 * Points offers at checkout (src/lib/domain/loyalty/points-offer.ts has the rule): the running slabs, and
 * the shopper's chosen slab checked against the balance as it is at order time.
 */
import { pointsOfferProblem, type OfferContext, type PointsOfferSlab } from '../../../../src/lib/domain/loyalty/points-offer';
import { listRunningOffers } from '../../db/loyalty';
import { ShopError } from '../../errors';

export async function runningOfferSlabs(db: D1Database, now: number): Promise<PointsOfferSlab[]> {
  const { offers, slabs } = await listRunningOffers(db, now);
  const byId = new Map(offers.map((o) => [o.id, o]));
  return slabs.flatMap((s) => {
    const o = byId.get(s.offer_id);
    if (!o) return [];
    return [
      {
        slab_id: s.id,
        offer_id: o.id,
        offer_name: o.name,
        point_from: s.point_from,
        point_to: s.point_to,
        discount_type: s.discount_type,
        discount: s.discount,
        minimum_order_amount: o.minimum_order_amount,
      },
    ];
  });
}

/**
 * The chosen slab, if it still applies to this order; refused (409, the page re-reads) otherwise.
 * `balance` is read only when a slab was chosen: most orders never ask the rewards service.
 */
export async function chosenPointsOffer(
  db: D1Database,
  slabId: number | undefined,
  context: Omit<OfferContext, 'balance'>,
  balance: () => Promise<number | null>,
  now: number,
): Promise<PointsOfferSlab | null> {
  if (!slabId) return null;
  const slab = (await runningOfferSlabs(db, now)).find((s) => s.slab_id === slabId) ?? null;
  const problem = pointsOfferProblem(slab, { ...context, balance: slab ? await balance() : null });
  if (problem) throw new ShopError(problem, 409);
  return slab;
}
