/**
 * The loyalty pages' door to the server (/bills, /redeemhistory, /offers): bills and points from
 * the in-store POS and the rewards service, through their services. Those are outside systems:
 * a call that gets no answer throws ServiceUnavailable, which a page shows (SPEC §8) with a 503.
 */
import { ServiceUnavailable } from '../../functions/api/services/loyalty';
import type { Said } from '../lib/domain/i18n/said';

export { billsFor, earnedSourceLabel, pointsEarnedFor, type Bill } from '../../functions/api/services/loyalty';
export { offersFor, type OfferView, type SlabView } from '../../functions/api/services/loyalty';
export { redeemHistory, type RedeemRecord } from '../../functions/api/services/loyalty';
export { ServiceUnavailable };

/** The answer, or the message to show when the outside service did not answer (other errors throw). */
export async function settleService<T>(work: Promise<T>): Promise<{ ok: T } | { error: Said }> {
  try {
    return { ok: await work };
  } catch (err) {
    if (!(err instanceof ServiceUnavailable)) throw err;
    return { error: err.said };
  }
}
