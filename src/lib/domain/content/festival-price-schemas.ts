/**
 * GET /api/festivalPrices at the API's edge: inside, a festival card's price says `dealKind` for the
 * deal it is on, as a product card does; the answer keeps SPEC's `is_type`, renamed in place so the
 * keys and their order stay what they were (issue 27). The route turns it outward, the festival
 * page's script inward.
 */
import { invertNames, renameKeys, type Renamed } from '../rename-keys';
import type { FestivalPrice } from './festival-price';

const OUTWARD = { dealKind: 'is_type' } as const;
const INWARD = invertNames(OUTWARD);

export type FestivalPriceWire = Renamed<FestivalPrice, typeof OUTWARD>;

export const festivalPricesToWire = (prices: FestivalPrice[]): FestivalPriceWire[] => prices.map((p) => renameKeys(p, OUTWARD));

export const festivalPriceFromWire = (p: FestivalPriceWire): FestivalPrice => renameKeys(p, INWARD) as FestivalPrice;
