/**
 * Special offers (SPEC §2 Offers, §3 Offer): running offers with their point slabs; for a signed-in
 * customer (rewards on) each offer marks the slab their reward points fall in,
 * point_from ≤ points ≤ point_to with both edges inclusive. A product slab gives that product free.
 */
import type { Offer } from '../../../../src/lib/domain/types';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { listRunningOffers, type SlabRow } from '../../db/loyalty';
import type { Env, SessionUser } from '../../env';
import { ServiceUnavailable } from '../../providers/rewards/service-call';
import { rewardsProvider } from '../../providers/rewards';
import { clearEarlierHolders } from './reward-closures';
import { rewardsOn } from './rewards';
import { type Said } from '../../../../src/lib/domain/i18n/said';

export interface SlabView {
  id: number;
  point_from: number;
  point_to: number;
  discount_type: 'amount' | 'product';
  /** paise off (amount slabs) */
  discount: number;
  /** the free product (product slabs) */
  product: { id: number; name: string; slug: string } | null;
  /** the customer's points fall in this slab */
  qualifies: boolean;
}

export interface OfferView extends Offer {
  slab_details: SlabView[];
  /** the slab the customer qualifies for, if any */
  qualified_slab: SlabView | null;
}

export interface OffersPage {
  reward: 0 | 1;
  /** null: a guest, rewards off, or the rewards service did not answer */
  rewardpoint: number | null;
  /** set when the rewards service did not answer (offers are still listed) */
  points_error: Said | null;
  offers: OfferView[];
}

export function slabMatches(points: number, slab: { point_from: number; point_to: number }): boolean {
  return points >= slab.point_from && points <= slab.point_to;
}

/** The first slab (lowest range) that holds these points, or null. */
export function slabFor<S extends { point_from: number; point_to: number }>(points: number | null, slabs: S[]): S | null {
  if (points === null) return null;
  return slabs.find((s) => slabMatches(points, s)) ?? null;
}

export function buildOfferViews(offers: Offer[], slabs: SlabRow[], points: number | null): OfferView[] {
  return offers.map((o) => {
    const mine = slabs.filter((s) => s.offer_id === o.id);
    const match = slabFor(points, mine);
    const views: SlabView[] = mine.map((s) => ({
      id: s.id,
      point_from: s.point_from,
      point_to: s.point_to,
      discount_type: s.discount_type,
      discount: s.discount,
      product:
        s.discount_type === 'product' && s.product_id !== null
          ? { id: s.product_id, name: s.product_name ?? '', slug: s.product_slug ?? '' }
          : null,
      qualifies: match?.id === s.id,
    }));
    return { ...o, slab_details: views, qualified_slab: views.find((v) => v.qualifies) ?? null };
  });
}

export async function offersFor(env: Env, user: SessionUser | null, now: number, lang: Lang = 'en'): Promise<OffersPage> {
  const [on, running] = await Promise.all([rewardsOn(env.DB), listRunningOffers(env.DB, now, lang)]);
  let points: number | null = null;
  let pointsError: Said | null = null;
  if (on && user) {
    try {
      const service = rewardsProvider(env);
      // a recycled number: nothing the service holds is read before the earlier holder's account is closed
      await clearEarlierHolders(env.DB, service, user.phone, now);
      points = await service.balance(user.phone);
    } catch (err) {
      // the offers themselves are ours; only "what you qualify for" needs the rewards service
      if (!(err instanceof ServiceUnavailable)) throw err;
      pointsError = err.said;
    }
  }
  return {
    reward: on ? 1 : 0,
    rewardpoint: points,
    points_error: pointsError,
    offers: buildOfferViews(running.offers, running.slabs, points),
  };
}
