import { reads, type Reads } from '../batch';
import {
  type CardQuery,
  cardFilters,
  dealActive,
  type Direction,
  orderKey,
  PRICE_HALVES,
  priceBounds,
  shelfFilters,
  type Where,
  whereOf,
} from './product-lists';
import { CARD_COLUMNS, type CardRow } from './product-rows';
import * as clock from '../../lib/clock';

/**
 * The next page of a card list read from where the last one ended (issue 31, keyset pagination):
 * the cards after the last card's (sort key, id), never counting past the earlier pages, so page
 * 50 of 20,000 products reads what page 1 reads. OFFSET walked and threw away 588 cards for it.
 *
 * "After (k, x)" is read as two index walks of at most a page each: the cards tied with the last
 * one on the key (`key = k AND id > x`, in id order) and those past it (`key > k`, in key order).
 * One row-value comparison `(key, id) > (k, x)` would do only when key and id run the same way; the
 * shop order (available first, then id up) and the discount sort (most off first, then id up) do
 * not, and SQLite then seeks on the key alone and steps over every tie (13,000 available products
 * at 20,000). Each walk has its own ORDER BY and LIMIT: merged under one ORDER BY, SQLite sorted
 * the whole tied walk in a temporary b-tree (it cannot see that `key = ?` leaves an indexed
 * expression in order). The two short lists, at most two pages of ids, are then put in order and
 * cut to a page, and only that page's cards are read.
 */

/** Where the next page starts: the last card's key in the list's order and its id. */
export interface CardsAfter {
  key: number | null;
  id: number;
}

/** One index walk of the next page: where it reads, its condition, what it selects as the key, its order. */
interface Walk {
  from: string;
  where: Where;
  key: Where;
  order: Where;
}

const beyond = (dir: Direction) => (dir === 'ASC' ? '>' : '<');

/**
 * The cards after `after` in an order of `key` then id, as two walks. The tied walk selects the
 * cursor's key, which every card it finds has, and orders by id alone, as its index already is.
 */
export function afterWalks(key: Where, dir: Direction, idDir: Direction, after: CardsAfter): Omit<Walk, 'from'>[] {
  const byId: Where = { sql: `p.id ${idDir}`, params: [] };
  const byKey: Where = { sql: `${key.sql} ${dir}, p.id ${idDir}`, params: key.params };
  if (after.key === null) {
    // only a deal's end may be unset, and it sorts up: the unset ones come first, then every set one
    return [
      {
        where: { sql: `${key.sql} IS NULL AND p.id ${beyond(idDir)} ?`, params: [...key.params, after.id] },
        key: { sql: 'NULL', params: [] },
        order: byId,
      },
      { where: { sql: `${key.sql} IS NOT NULL`, params: key.params }, key, order: byKey },
    ];
  }
  return [
    {
      where: { sql: `${key.sql} = ? AND p.id ${beyond(idDir)} ?`, params: [...key.params, after.key, after.id] },
      key: { sql: '?', params: [after.key] },
      order: byId,
    },
    { where: { sql: `${key.sql} ${beyond(dir)} ?`, params: [...key.params, after.key] }, key, order: byKey },
  ];
}

/** The walks as one statement: a page from each, the first page of them all in order, then the cards for those alone. */
function nextPage(db: D1Database, walks: Walk[], dir: Direction, idDir: Direction, limit: number) {
  const arms = walks.map(
    (w) => `SELECT * FROM (SELECT p.id AS id, ${w.key.sql} AS k FROM ${w.from} ${w.where.sql} ORDER BY ${w.order.sql} LIMIT ?)`,
  );
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS}, pick.k AS sort_key FROM (
         SELECT id, k FROM (${arms.join('\n UNION ALL ')}) ORDER BY k ${dir}, id ${idDir} LIMIT ?) AS pick
       JOIN product p ON p.id = pick.id ORDER BY pick.k ${dir}, pick.id ${idDir}`,
    )
    .bind(...walks.flatMap((w) => [...w.key.params, ...w.where.params, ...w.order.params, limit]), limit);
}

/**
 * A price sort after a card: the products with no deal running, by list price (the tied ones and
 * those past, each an index walk), and the few with a deal running, by deal price (one short walk
 * of the deals, both conditions at once), put in order by the price the card shows.
 */
function priceCardsAfter(db: D1Database, q: CardQuery, after: CardsAfter, now: number): D1PreparedStatement {
  const dir: Direction = q.order === 'price_desc' ? 'DESC' : 'ASC';
  const filters = shelfFilters(q);
  const deal = dealActive(now);
  const range = (column: 'listed' | 'onDeal'): Where[] =>
    q.price ? [{ sql: `${PRICE_HALVES[q.price.field][column]} BETWEEN ? AND ?`, params: priceBounds(q.price) }] : [];
  const listPrice: Where = { sql: PRICE_HALVES.selling.listed, params: [] };
  const dealPrice: Where = { sql: PRICE_HALVES.selling.onDeal, params: [] };
  // a deal whose window is unset (NULL) is no deal: IS NOT 1 keeps it with the list prices, as the CASE does
  const listed = [...filters, { sql: `${deal.sql} IS NOT 1`, params: deal.params }, ...range('listed')];
  const [tied, past] = afterWalks(dealPrice, dir, 'ASC', after).map((a) => a.where);
  const onDealAfter: Where = { sql: `((${tied!.sql}) OR (${past!.sql}))`, params: [...tied!.params, ...past!.params] };
  const walks: Walk[] = [
    ...afterWalks(listPrice, dir, 'ASC', after).map((a) => ({ ...a, from: 'product p', where: whereOf([...listed, a.where]) })),
    {
      from: 'product p INDEXED BY product_deals',
      key: dealPrice,
      where: whereOf([...filters, deal, ...range('onDeal'), onDealAfter]),
      order: { sql: `${dealPrice.sql} ${dir}, p.id`, params: [] },
    },
  ];
  return nextPage(db, walks, dir, 'ASC', q.limit);
}

/** `q.limit` cards of the list after `after`, each with its sort_key for the cursor after it. */
export function selectCardsAfter(db: D1Database, q: CardQuery, after: CardsAfter): Reads<CardRow> {
  const now = q.price?.now ?? q.activeDealAt ?? clock.now();
  if (q.order === 'price_asc' || q.order === 'price_desc') return reads<CardRow>(priceCardsAfter(db, q, after, now));
  const { key, dir, idDir } = orderKey(q.order, now);
  const filters = cardFilters(q);
  const walks = afterWalks(key, dir, idDir, after).map((a) => ({ ...a, from: 'product p', where: whereOf([...filters, a.where]) }));
  return reads<CardRow>(nextPage(db, walks, dir, idDir, q.limit));
}
