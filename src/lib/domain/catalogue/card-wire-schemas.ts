/**
 * A product card's and a cart line's names at the API's edge, one map for both directions (issue 27).
 * Inside, the code says `mrp` and `price` for a product's MRP and its regular selling price,
 * `summary` for the short line under its name, `minQty`/`maxQty` for the fewest and most units sold
 * at once and `dealKind`/`dealPrice`/`dealPoints` for its deal; SPEC §3/§7 call them
 * `previous_price`, `discount_price`, `sort_details`, `pmin_count`, `pmax_count`, `is_type`,
 * `deal_amount` and `deal_point`. The routes send every card (a list, a detail, a wishlist entry, a
 * suggestion) and every cart line out through `toCardWire`, and the browser reads them back through
 * `fromCardWire`: keys are renamed in place, so an answer's keys and their order stay as SPEC has
 * them, byte for byte, and a key an item lacks (a suggestion has no summary) is simply not there.
 * A pack's own `price` (Attribute, nested) is its MRP on the wire and inside alike: not renamed.
 */
import { invertNames, renameKeys, type Renamed } from '../rename-keys';

const CARD_WIRE_NAMES = {
  mrp: 'previous_price',
  price: 'discount_price',
  summary: 'sort_details',
  minQty: 'pmin_count',
  maxQty: 'pmax_count',
  dealKind: 'is_type',
  dealPrice: 'deal_amount',
  dealPoints: 'deal_point',
} as const;

const CARD_INNER_NAMES = invertNames(CARD_WIRE_NAMES);

/** A card or cart line as the answers carry it. */
export type CardWire<T> = Renamed<T, typeof CARD_WIRE_NAMES>;
/** A card or cart line from an answer, in the names the code says. */
export type CardInner<T> = Renamed<T, typeof CARD_INNER_NAMES>;

export function toCardWire<T extends object>(card: T): CardWire<T> {
  return renameKeys(card, CARD_WIRE_NAMES) as CardWire<T>;
}

export const toCardsWire = <T extends object>(cards: T[]): CardWire<T>[] => cards.map(toCardWire);

/** An item already in the inner names (a copy the page stored after reading it) passes unchanged. */
export function fromCardWire<T extends object>(item: T): CardInner<T> {
  return renameKeys(item, CARD_INNER_NAMES as object) as CardInner<T>;
}
