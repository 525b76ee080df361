import { describe, expect, it } from 'vitest';
import { pickOrders, pickSections, type SlotPickLine } from '../../src/lib/domain/checkout/slot-pick-list';

const line = (o: number, name: string, qty: number, section: string, sort: number, extra: Partial<SlotPickLine> = {}): SlotPickLine => ({
  order_id: o,
  txnid: `HF20261128AAAAA0000${o}`,
  customer_name: `Customer ${o}`,
  product_id: name.length,
  attribute_id: 0,
  name,
  attribute_name: '',
  qty,
  if_missing: 'call',
  section,
  section_sort: sort,
  ...extra,
});

describe("a slot's one pick list", () => {
  const lines = [
    line(2, 'Toor Dal', 1, 'Staples', 2),
    line(1, 'Banana Robusta', 6, 'Fruits', 1),
    line(1, 'Toor Dal', 2, 'Staples', 2),
    line(2, 'Apple Shimla', 4, 'Fruits', 1, { if_missing: 'skip' }),
    line(3, 'Toor Dal', 1, 'Staples', 2, { attribute_id: 9, attribute_name: '5 kg', product_id: 'Toor Dal'.length }),
  ];

  it('sums each product and pack across orders, section by section in the store’s order, names A to Z', () => {
    const sections = pickSections(lines);
    expect(sections.map((s) => s.section)).toEqual(['Fruits', 'Staples']);
    expect(sections[0]!.items.map((i) => [i.name, i.qty])).toEqual([
      ['Apple Shimla', 4],
      ['Banana Robusta', 6],
    ]);
    // the 1 kg packs of two orders are one row; the 5 kg pack is its own
    expect(sections[1]!.items.map((i) => [i.name, i.attribute_name, i.qty, i.orders.map((o) => o.qty)])).toEqual([
      ['Toor Dal', '', 3, [1, 2]],
      ['Toor Dal', '5 kg', 1, [1]],
    ]);
  });

  it('lists each order’s own lines for bagging, orders as they came', () => {
    const orders = pickOrders(lines);
    expect(orders.map((o) => o.order_id)).toEqual([1, 2, 3]);
    expect(orders[1]!.lines).toEqual([
      { name: 'Apple Shimla', attribute_name: '', qty: 4, if_missing: 'skip' },
      { name: 'Toor Dal', attribute_name: '', qty: 1, if_missing: 'call' },
    ]);
  });

  it('is empty for a slot with nothing to pick', () => {
    expect(pickSections([])).toEqual([]);
    expect(pickOrders([])).toEqual([]);
  });
});
