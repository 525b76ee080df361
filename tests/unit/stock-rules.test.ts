import { describe, expect, it } from 'vitest';
import { correctionDelta, staffMoveDelta, stockBranch, transferProblem } from '../../src/lib/domain/catalogue/stock-rules';
import { openingCounts } from '../../scripts/seed/branch-stock';
import { said } from '../../src/lib/domain/i18n/said';

const manager = { role: 'manager' as const, branch_id: null };
const clerk2 = { role: 'branch' as const, branch_id: 2 };

describe('a counted shelf', () => {
  it('records what may be sold (shelf less promised units) minus what the books keep', () => {
    expect(correctionDelta(26, 0, 30)).toBe(-4);
    expect(correctionDelta(40, 6, 30)).toBe(4);
    expect(correctionDelta(30, 0, 30)).toBe(0);
  });
  it('never makes the count negative, even when fewer are on the shelf than are promised', () => {
    expect(correctionDelta(2, 5, 7)).toBe(-7);
    expect(correctionDelta(0, 0, 0)).toBe(0);
  });
});

describe('goods received and written off', () => {
  it('add and take away', () => {
    expect(staffMoveDelta('received', 12)).toBe(12);
    expect(staffMoveDelta('write_off', 3)).toBe(-3);
  });
});

describe('the branch a staff member works on', () => {
  it('a clerk: always their own, and asking for another is refused', () => {
    expect(stockBranch(clerk2, undefined, 1)).toEqual({ branchId: 2, refused: false });
    expect(stockBranch(clerk2, 2, 1)).toEqual({ branchId: 2, refused: false });
    expect(stockBranch(clerk2, 1, 1)).toEqual({ branchId: 2, refused: true });
  });
  it('the manager: the one picked, else the first', () => {
    expect(stockBranch(manager, 4, 1)).toEqual({ branchId: 4, refused: false });
    expect(stockBranch(manager, undefined, 1)).toEqual({ branchId: 1, refused: false });
  });
});

describe('a transfer', () => {
  it('is the manager’s, between two different branches', () => {
    expect(transferProblem(manager, 1, 2)).toBeNull();
    expect(transferProblem(manager, 3, 3)).toEqual({ message: said('stock.sameBranch'), status: 400 });
    expect(transferProblem(clerk2, 2, 1)).toEqual({ message: said('stock.managerOnly'), status: 403 });
  });
});

describe('the seed’s opening counts', () => {
  const plain = { id: 42, stock: 60, out_of_stock: 0 as const, packs: [] };
  it('Indiranagar has the seed count; every branch has a row per pack', () => {
    const counts = openingCounts(plain, false);
    expect(counts).toHaveLength(6);
    expect(counts.find((c) => c.branch_id === 1)).toEqual({ branch_id: 1, product_id: 42, pack_id: 0, qty: 60 });
    const variants = openingCounts({ ...plain, packs: [421, 422] }, false);
    expect(variants).toHaveLength(12);
    expect(variants.filter((c) => c.branch_id === 1).map((c) => [c.pack_id, c.qty])).toEqual([
      [421, 60],
      [422, 30],
    ]);
  });
  it('is the same every time, and some products are at only some branches', () => {
    expect(openingCounts(plain, false)).toEqual(openingCounts(plain, false));
    const missing = Array.from({ length: 50 }, (_, i) => openingCounts({ ...plain, id: i + 1 }, false))
      .flat()
      .filter((c) => c.qty === 0);
    expect(missing.length).toBeGreaterThan(0);
  });
  it('a product sold out at Indiranagar is on the shelf at Koramangala; a fixture is at Indiranagar only', () => {
    expect(openingCounts({ ...plain, stock: 0 }, false).filter((c) => c.qty > 0)).toEqual([
      { branch_id: 2, product_id: 42, pack_id: 0, qty: 12 },
    ]);
    expect(openingCounts(plain, true).filter((c) => c.qty > 0)).toEqual([{ branch_id: 1, product_id: 42, pack_id: 0, qty: 60 }]);
    expect(openingCounts({ ...plain, out_of_stock: 1 }, false).every((c) => c.qty === 0)).toBe(true);
  });
});
