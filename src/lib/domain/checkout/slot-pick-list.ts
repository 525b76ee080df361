/**
 * One pick list for every order of a slot (issue 29, the clerk's day): the clerk walks the shelves
 * once, so the items are summed across orders and grouped by shelf section (the category, in the
 * store's own order), each with the orders it goes to; then each order's own lines for bagging.
 */
import type { IfMissing } from './slot-messages';

/** One order line as the slot's pick list reads it. */
export interface SlotPickLine {
  order_id: number;
  txnid: string;
  customer_name: string;
  product_id: number;
  attribute_id: number;
  name: string;
  attribute_name: string;
  qty: number;
  if_missing: IfMissing;
  /** the shelf section: the product's category, and its place in the store's walk */
  section: string;
  section_sort: number;
}

export interface PickItem {
  name: string;
  attribute_name: string;
  qty: number;
  /** which orders take how many, in order of the orders */
  orders: { txnid: string; qty: number; if_missing: IfMissing }[];
}

export interface PickSection {
  section: string;
  items: PickItem[];
}

export interface PickOrder {
  order_id: number;
  txnid: string;
  customer_name: string;
  lines: { name: string; attribute_name: string; qty: number; if_missing: IfMissing }[];
}

const byName = (a: { name: string; attribute_name: string }, b: { name: string; attribute_name: string }) =>
  a.name.localeCompare(b.name, 'en-IN') || a.attribute_name.localeCompare(b.attribute_name, 'en-IN');

/** The items to take from the shelves, summed per product and pack, section by section. */
export function pickSections(lines: readonly SlotPickLine[]): PickSection[] {
  const sections = new Map<string, { sort: number; items: Map<string, PickItem> }>();
  for (const l of lines) {
    const section = sections.get(l.section) ?? { sort: l.section_sort, items: new Map<string, PickItem>() };
    sections.set(l.section, section);
    const key = `${l.product_id}:${l.attribute_id}`;
    const item = section.items.get(key) ?? { name: l.name, attribute_name: l.attribute_name, qty: 0, orders: [] };
    section.items.set(key, item);
    item.qty += l.qty;
    item.orders.push({ txnid: l.txnid, qty: l.qty, if_missing: l.if_missing });
  }
  return [...sections.entries()]
    .sort(([a, x], [b, y]) => x.sort - y.sort || a.localeCompare(b, 'en-IN'))
    .map(([section, { items }]) => ({ section, items: [...items.values()].sort(byName) }));
}

/** Each order's own lines, for bagging after the walk: orders in the order they came, lines by name. */
export function pickOrders(lines: readonly SlotPickLine[]): PickOrder[] {
  const orders = new Map<number, PickOrder>();
  for (const l of lines) {
    const order = orders.get(l.order_id) ?? { order_id: l.order_id, txnid: l.txnid, customer_name: l.customer_name, lines: [] };
    orders.set(l.order_id, order);
    order.lines.push({ name: l.name, attribute_name: l.attribute_name, qty: l.qty, if_missing: l.if_missing });
  }
  return [...orders.values()].sort((a, b) => a.order_id - b.order_id).map((o) => ({ ...o, lines: [...o.lines].sort(byName) }));
}
