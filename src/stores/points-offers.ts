/**
 * The points offers this customer may use (SPEC §3 Offer, issue 20): the running amount slabs and
 * the balance the server compares them with, from /api/offers, and the slab the shopper chose in
 * the cart (kept for the checkout page). Whether it still applies is the domain's rule
 * (points-offer.ts), previewed here and decided by the server.
 */
import { atom } from 'nanostores';
import { call } from '../lib/api/typed-client';
import type { PointsOfferSlab } from '../lib/domain/loyalty/points-offer';
import { persistentAtom } from './persistent';

export interface PointsOffers {
  /** null: rewards off, a guest, or the rewards service did not answer */
  balance: number | null;
  slabs: PointsOfferSlab[];
}

export const $pointsOffers = atom<PointsOffers>({ balance: null, slabs: [] });

/** The chosen slab id, or null. */
export const $chosenOffer = persistentAtom<number | null>('pointsOffer', null, {
  encode: (v) => (v === null ? '' : String(v)),
  decode: (v) => (/^[1-9]\d{0,9}$/.test(v) ? Number(v) : null),
});

let loading: Promise<void> | null = null;

/** Reads the offers once per page; a failure leaves none (the order simply has no offer). */
export function loadPointsOffers(): Promise<void> {
  loading ??= (async () => {
    const body = await call('offers', {});
    if (!body || body.status !== 1) return;
    $pointsOffers.set({
      balance: body.rewardpoint,
      slabs: body.response.flatMap((o) =>
        o.slab_details.map((s) => ({
          slab_id: s.id,
          offer_id: o.id,
          offer_name: o.name,
          point_from: s.point_from,
          point_to: s.point_to,
          discount_type: s.discount_type,
          discount: s.discount,
          minimum_order_amount: o.minimum_order_amount,
        })),
      ),
    });
  })();
  return loading;
}

export function chooseOffer(slabId: number | null): void {
  $chosenOffer.set(slabId);
}

/** The chosen slab as last read, or null. */
export function chosenSlab(): PointsOfferSlab | null {
  const id = $chosenOffer.get();
  return id === null ? null : ($pointsOffers.get().slabs.find((s) => s.slab_id === id) ?? null);
}
