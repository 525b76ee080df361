/**
 * Product cards and cart lines at the API's edge: inside, the code says `summary` for the short line
 * under a product's name, `minQty`/`maxQty` for the fewest and most units sold at once and
 * `dealKind`/`dealPrice`/`dealPoints` for its deal; SPEC §3/§7 call them `sort_details`, `pmin_count`,
 * `pmax_count`, `is_type`, `deal_amount` and `deal_point`. Every answer that carries a card (a list, a
 * detail, a wishlist entry) or a cart line goes out through these, which rename those keys in place,
 * so the answer's keys and their order stay as SPEC has them, byte for byte. A key an item lacks (a
 * suggestion has no summary) is simply not there.
 */
import { renameKeys, type Renamed } from '../../../src/lib/domain/rename-keys';

const CARD_WIRE_NAMES = {
  summary: 'sort_details',
  minQty: 'pmin_count',
  maxQty: 'pmax_count',
  dealKind: 'is_type',
  dealPrice: 'deal_amount',
  dealPoints: 'deal_point',
} as const;

export type CardWire<T> = Renamed<T, typeof CARD_WIRE_NAMES>;

export function cardToWire<T extends object>(card: T): CardWire<T> {
  return renameKeys(card, CARD_WIRE_NAMES) as CardWire<T>;
}

export const cardsToWire = <T extends object>(cards: T[]): CardWire<T>[] => cards.map(cardToWire);

/** A cart line carries its product's pricing fields under the same wire names as a card. */
export const cartLinesToWire = cardsToWire;
