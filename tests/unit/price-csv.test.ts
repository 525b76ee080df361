/** The CSV of prices (issue 28): its cells, amounts in rupees, and every row refused with its row and field. */
import { describe, expect, it } from 'vitest';
import { csvCells, parsePriceCsv, planPrices, rupeeCell, type PricedNow } from '../../src/lib/domain/catalogue/price-csv';

describe('csvCells', () => {
  it('reads quoted cells, doubled quotes and CRLF', () => {
    expect(csvCells('a,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });
});

describe('rupeeCell', () => {
  it.each([
    ['42', 4200],
    ['42.5', 4250],
    ['42.05', 4205],
    [' ₹1,250.00 ', 125000],
    ['0', 0],
    ['-5', null],
    ['12.345', null],
    ['abc', null],
    ['', null],
  ])('%j → %s', (cell, paise) => expect(rupeeCell(cell)).toBe(paise));
});

const now = (id: number, over: Partial<PricedNow> = {}): PricedNow => ({
  id,
  name: `P${id}`,
  price: 10000,
  mrp: 12000,
  deal_type: null,
  deal_price: null,
  deal_start: null,
  deal_end: null,
  ...over,
});

describe('parse and plan', () => {
  it('takes the columns in any order and case, with a byte-order mark', () => {
    expect(parsePriceCsv('\uFEFFMRP,Sku,Price\n130,a-1,120\n').rows).toEqual([{ row: 2, sku: 'a-1', price: 12000, mrp: 13000 }]);
  });

  it.each([
    ['missing mrp', 'sku,price\na,1\n'],
    ['an unknown column', 'sku,price,mrp,stock\na,1,2,3\n'],
    ['a column twice', 'sku,price,mrp,mrp\na,1,2,2\n'],
  ])('refuses the file for %s', (_what, csv) => {
    expect(parsePriceCsv(csv).refused).toEqual([expect.objectContaining({ row: 1, field: 'file' })]);
  });

  it('lists changes and names each refused row and field', () => {
    const csv = 'sku,price,mrp,deal_price\na,95,120,\nb,100,120,\nc,130,120,\nd,x,120,\na,90,120,\ne,1,2,\nf,100,120,100\n';
    const bySku = new Map([
      ['a', now(1)],
      ['b', now(2)],
      ['c', now(3)],
      ['d', now(4)],
      ['f', now(6, { deal_type: 'flash_deal', deal_price: 9000, deal_start: 1, deal_end: 2 })],
    ]);
    const plan = planPrices(parsePriceCsv(csv), bySku);
    expect(plan.changes.map((c) => [c.row, c.sku, c.before.price, c.after.price])).toEqual([[2, 'a', 10000, 9500]]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused.map((r) => [r.row, r.field])).toEqual([
      [4, 'price'],
      [5, 'price'],
      [6, 'sku'],
      [7, 'sku'],
      [8, 'deal_price'],
    ]);
  });
});
