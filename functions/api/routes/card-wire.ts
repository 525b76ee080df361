/**
 * Product cards at the API's edge: the code calls the short line under a product's name `summary`,
 * SPEC §3/§7 call it `sort_details`. Every answer that carries a card (a list, a detail, a wishlist
 * entry) goes out through cardToWire, which renames that one key in place, so the answer's keys and
 * their order stay as SPEC has them, byte for byte. A card-like item without a summary (a suggestion)
 * passes unchanged.
 */
export type CardWire<T> = T extends { summary: string } ? Omit<T, 'summary'> & { sort_details: string } : T;

export function cardToWire<T extends object>(card: T): CardWire<T> {
  if (!('summary' in card)) return card as CardWire<T>;
  return Object.fromEntries(Object.entries(card).map(([k, v]) => [k === 'summary' ? 'sort_details' : k, v])) as CardWire<T>;
}

export const cardsToWire = <T extends object>(cards: T[]): CardWire<T>[] => cards.map(cardToWire);
