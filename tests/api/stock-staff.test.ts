/**
 * The staff stock screen per branch (issue 28, migration 0031): a clerk sees and changes only their
 * branch, the manager picks one; a counted shelf, goods received and a write-off are ledger rows
 * with the staff member and a reason; a transfer is two rows in one batch. Bad input is refused
 * with a clear message and its catalogue key, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainProducts, setStockAt, stockAt, stockOf, type ProductRow } from '../support/order-helpers';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

const INDIRANAGAR = 1;
const KORAMANGALA = 2;

let w: TestWorker;
let manager: string;
let clerk: string;
let p: ProductRow;

beforeAll(async () => {
  w = await startWorker();
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  p = (await plainProducts(w, { minStock: 20, limit: 40 }))[20]!;
});
afterAll(() => w?.dispose());

const post = (path: string, body: unknown, cookie: string) => w.call('POST', path, body, { cookie });
const ledgerRows = async () => (await w.env.DB.prepare('SELECT count(*) AS n FROM stock_move').first<{ n: number }>())!.n;
/** Everything a refused request must leave alone. */
const snapshot = async () => ({
  ledger: await ledgerRows(),
  indiranagar: await stockAt(w, p.id, INDIRANAGAR),
  koramangala: await stockAt(w, p.id, KORAMANGALA),
  total: await stockOf(w, p.id),
});

describe('one branch at a time', () => {
  it('a clerk lists their own branch; the manager the branch picked', async () => {
    await setStockAt(w, p.id, 17, KORAMANGALA);
    const q = encodeURIComponent(p.name);
    const mine = await w.call('GET', `/api/staff/products?q=${q}`, undefined, { cookie: clerk });
    expect(mine.body.response[0]).toMatchObject({ id: p.id, branch_id: INDIRANAGAR, pack_id: 0, stock: await stockAt(w, p.id) });
    const picked = await w.call('GET', `/api/staff/products?q=${q}&branch=${KORAMANGALA}`, undefined, { cookie: manager });
    expect(picked.body.response[0]).toMatchObject({ id: p.id, branch_id: KORAMANGALA, stock: 17 });
  });

  it('a clerk touching another branch gets 403 and changes nothing', async () => {
    const before = await snapshot();
    const list = await w.call('GET', `/api/staff/products?branch=${KORAMANGALA}`, undefined, { cookie: clerk });
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: 'stock.notYourBranch', message: 'You can see and change stock only at your own branch' });
    const count = await post(`/api/staff/products/${p.id}/stock`, { stock: 99, reason: 'Recount', branch: KORAMANGALA }, clerk);
    expect(count.status).toBe(403);
    const got = await post(`/api/staff/products/${p.id}/moves`, { kind: 'received', qty: 5, reason: 'Van', branch: KORAMANGALA }, clerk);
    expect(got.status).toBe(403);
    const moved = await post(`/api/staff/products/${p.id}/transfer`, { from: INDIRANAGAR, to: KORAMANGALA, qty: 1, reason: 'x' }, clerk);
    expect(moved.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('every change is a ledger row with who and why', () => {
  it('a counted shelf records the difference as a correction, and the screen shows it first', async () => {
    await setStockAt(w, p.id, 30, INDIRANAGAR);
    const res = await post(`/api/staff/products/${p.id}/stock`, { stock: 26, reason: 'Two packs torn, two missing' }, clerk);
    expect(res.body).toMatchObject({ status: 1, message: 'Stock updated', response: { branch_id: INDIRANAGAR, reserved: 0, stock: 26 } });
    const moves = await w.call('GET', `/api/staff/products/${p.id}/moves`, undefined, { cookie: clerk });
    expect(moves.body.response[0]).toMatchObject({
      branch_id: INDIRANAGAR,
      branch_name: 'Indiranagar',
      delta: -4,
      kind: 'correction',
      reason: 'Two packs torn, two missing',
      staff_name: CLERK_1.name,
    });
    // the same count again agrees with the books: nothing more is written
    const rows = await ledgerRows();
    await post(`/api/staff/products/${p.id}/stock`, { stock: 26, reason: 'Checked again' }, clerk);
    expect(await ledgerRows()).toBe(rows);
  });

  it('goods received add, a write-off takes away, each with its reason', async () => {
    await setStockAt(w, p.id, 10, INDIRANAGAR);
    const got = await post(`/api/staff/products/${p.id}/moves`, { kind: 'received', qty: 24, reason: 'Morning van' }, clerk);
    expect(got.body).toMatchObject({ status: 1, message: 'Goods received', response: { stock: 34 } });
    const off = await post(`/api/staff/products/${p.id}/moves`, { kind: 'write_off', qty: 3, reason: 'Expired' }, clerk);
    expect(off.body).toMatchObject({ status: 1, message: 'Written off', response: { stock: 31 } });
    const moves = (await w.call('GET', `/api/staff/products/${p.id}/moves`, undefined, { cookie: clerk })).body.response;
    expect(moves.slice(0, 2).map((m: any) => [m.kind, m.delta, m.reason])).toEqual([
      ['write_off', -3, 'Expired'],
      ['received', 24, 'Morning van'],
    ]);
  });

  it('the manager moves stock between branches in one batch; the store-wide total stays', async () => {
    await setStockAt(w, p.id, 12, INDIRANAGAR);
    await setStockAt(w, p.id, 0, KORAMANGALA);
    const total = await stockOf(w, p.id);
    const res = await post(
      `/api/staff/products/${p.id}/transfer`,
      { from: INDIRANAGAR, to: KORAMANGALA, qty: 5, reason: 'Weekend rush' },
      manager,
    );
    expect(res.body).toMatchObject({
      status: 1,
      message: 'Stock moved between branches',
      response: { from: { stock: 7 }, to: { stock: 5 } },
    });
    expect(await stockOf(w, p.id)).toBe(total);
    const into = (await w.call('GET', `/api/staff/products/${p.id}/moves?branch=${KORAMANGALA}`, undefined, { cookie: manager })).body
      .response;
    expect(into[0]).toMatchObject({ kind: 'transfer_in', delta: 5, reason: 'Weekend rush', staff_name: MANAGER.name });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['a negative count', 'stock', { stock: -1, reason: 'Recount' }, 400, undefined],
    ['a count without a reason', 'stock', { stock: 5 }, 400, 'stock.reasonRequired'],
    ['a pack the product does not have', 'stock', { stock: 5, reason: 'Recount', pack: 999999 }, 400, 'stock.packUnknown'],
    ['a write-off of more than the branch has', 'moves', { kind: 'write_off', qty: 1000, reason: 'Flood' }, 409, 'stock.short'],
    ['a received quantity of 0', 'moves', { kind: 'received', qty: 0, reason: 'Van' }, 400, undefined],
  ])('%s', async (_what, path, body, status, code) => {
    await setStockAt(w, p.id, 8, INDIRANAGAR);
    const before = await snapshot();
    const res = await post(`/api/staff/products/${p.id}/${path}`, body, clerk);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toEqual(expect.any(String));
    if (code) expect(res.body.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it('a transfer of more than the branch holds names what it has, and neither branch changes', async () => {
    await setStockAt(w, p.id, 4, INDIRANAGAR);
    const before = await snapshot();
    const res = await post(`/api/staff/products/${p.id}/transfer`, { from: INDIRANAGAR, to: KORAMANGALA, qty: 9, reason: 'Rush' }, manager);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'stock.short', message: 'Only 4 of this pack at Indiranagar: nothing was changed' });
    expect(await snapshot()).toEqual(before);
  });

  it('a transfer to the same branch is refused', async () => {
    const before = await snapshot();
    const res = await post(`/api/staff/products/${p.id}/transfer`, { from: INDIRANAGAR, to: INDIRANAGAR, qty: 1, reason: 'x' }, manager);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'stock.sameBranch', message: 'Choose two different branches to move stock between' });
    expect(await snapshot()).toEqual(before);
  });
});
