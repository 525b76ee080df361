/**
 * Issue 26 item 7: what erasure leaves. The list of personal columns (functions/api/db/personal-
 * columns.ts) is held against the live schema after every migration, so a new table or text column
 * fails here until it is listed as erased or kept with a reason; and a customer who used every part
 * of the store (an order with instructions and a landmark, a cancelled order with a typed reason,
 * points spent and earned at the rewards service, texts and e-mails in the development outboxes) is
 * erased without a trace of their words, their phone or their e-mails in any text column anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_TABLES, SHOP_TABLES } from '../../functions/api/db/account/personal-columns';
import { runScheduledJobs } from '../../functions/api/jobs';
import { CITY, SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { count, plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { outboxCode, registerByOtp, type Registered } from '../support/register-by-otp';
import { REWARDS_TEST_KEY, startRewardsService, type RewardsService } from '../support/rewards-service';
import { CLERK_1, staffLogin, walk } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let service: RewardsService;
let stopRewards: () => void;

beforeAll(async () => {
  const rewards = await startRewardsService();
  ({ service, close: stopRewards } = rewards);
  w = await startWorker({ REWARDS_API_URL: rewards.base, REWARDS_API_KEY: REWARDS_TEST_KEY, SERVICE_TIMEOUT_MS: '1500' });
});
afterAll(async () => {
  stopRewards?.();
  await w?.dispose();
});

/** Every table and virtual table of the live schema, without SQLite's, D1's and FTS5's own. */
async function liveTables(): Promise<{ name: string; text: string[] }[]> {
  const { results } = await w.env.DB.prepare('PRAGMA table_list').all<{ name: string; type: string }>();
  const tables = results.filter((t) => (t.type === 'table' || t.type === 'virtual') && !/^(sqlite_|_cf_|d1_)/.test(t.name));
  const out = [];
  for (const t of tables) {
    const cols = (await w.env.DB.prepare(`PRAGMA table_info("${t.name}")`).all<{ name: string; type: string }>()).results;
    // text: declared TEXT, or untyped (an FTS column); numbers and ids hold no words
    out.push({ name: t.name, text: cols.filter((c) => c.type.toUpperCase() === 'TEXT' || c.type === '').map((c) => c.name) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

describe('the list of personal columns matches the live schema', () => {
  it("every table is listed once: about a person, or the shop's own", async () => {
    const live = (await liveTables()).map((t) => t.name);
    const listed = [...Object.keys(PERSONAL_TABLES), ...Object.keys(SHOP_TABLES)];
    expect(listed.filter((t) => t in PERSONAL_TABLES && t in SHOP_TABLES)).toEqual([]);
    expect(
      live.filter((t) => !listed.includes(t)),
      'tables missing from functions/api/db/account/personal-columns.ts',
    ).toEqual([]);
    expect(
      listed.filter((t) => !live.includes(t)),
      'listed tables that no longer exist',
    ).toEqual([]);
  });

  it('every text column of every table is listed, and nothing listed is gone', async () => {
    for (const t of await liveTables()) {
      const listed = t.name in PERSONAL_TABLES ? Object.keys(PERSONAL_TABLES[t.name]!.columns) : [...(SHOP_TABLES[t.name]?.text ?? [])];
      expect(
        t.text.filter((c) => !listed.includes(c)),
        `${t.name}: text columns missing from personal-columns.ts`,
      ).toEqual([]);
      expect(
        listed.filter((c) => !t.text.includes(c)),
        `${t.name}: listed columns that are not text columns`,
      ).toEqual([]);
    }
  });

  it('a table that names a customer or a phone is a personal table', async () => {
    for (const t of await liveTables()) {
      const cols = (await w.env.DB.prepare(`PRAGMA table_info("${t.name}")`).all<{ name: string }>()).results.map((c) => c.name);
      if (cols.some((c) => /^(user_id|customer_id|staff_id|mobile|phone|e?mail|to_email)$|(^|_)(phone|email|mobile)$/.test(c))) {
        // a shop table may hold the shop's own public contact details, and then says so
        if (t.name in SHOP_TABLES) expect(SHOP_TABLES[t.name]!.contacts, `${t.name}: whose phone or e-mail is this?`).toBeTruthy();
        else expect(PERSONAL_TABLES, `${t.name} holds a person's id, phone or e-mail`).toHaveProperty([t.name]);
      }
    }
  });

  it('every kept column says why, every erased one says how', () => {
    for (const [table, spec] of Object.entries(PERSONAL_TABLES)) {
      expect(spec.rows.length, table).toBeGreaterThan(5);
      for (const [col, fate] of Object.entries(spec.columns)) {
        expect((fate.fate === 'kept' ? fate.why : fate.how).length, `${table}.${col}`).toBeGreaterThan(3);
      }
    }
  });
});

describe('erasure leaves none of their words behind', () => {
  let c: Registered;
  let pointy: ProductRow;
  const words = {
    landmark: 'Opposite the Ganesha temple with the blue gate',
    instructions: 'Ring twice and leave it with Kamala in flat 4B',
    cancelReason: 'Moving to Mysuru on Friday, my neighbour Ravi will not be home',
    address: '27, Tulsi Nivas, 3rd Main, Jayanagar',
    addressEmail: '',
    firstName: 'Anasuya',
    staffNote: 'Anasuya asked for a call from the Basavanagudi landline before 9',
  };

  beforeAll(async () => {
    const phone = String(6300000001 + Math.floor(Math.random() * 900) * 10_000);
    c = await registerByOtp(w, phone, (p) => outboxCode(w, p));
    words.addressEmail = `deliveries.${phone}@gmail.com`;
    pointy = (await plainProducts(w, { minStock: 50, limit: 300 })).find((p) => p.point > 0 && p.discount_price >= 5000)!;
  });

  it('after an order, a cancel with a typed reason and points at the service, erasure and the jobs leave no trace', async () => {
    const as = { cookie: c.cookie };
    const added = await w.call(
      'POST',
      '/api/addressAdd',
      {
        firstname: words.firstName,
        lastname: 'Kulkarni',
        mobileno: c.phone,
        email: words.addressEmail,
        address: words.address,
        landmark: words.landmark,
        city: CITY.id,
        pincode: SERVICEABLE_PINCODE.code,
        type: 'home',
      },
      as,
    );
    expect(added.body.status, added.raw).toBe(1);
    const addressId = (await w.env.DB.prepare('SELECT id FROM address WHERE user_id = ?1').bind(c.id).first<{ id: number }>())!.id;

    // 1. a cash order with instructions for the rider, cancelled by the shopper with a reason
    await setCart(w, c.id, [{ product_id: pointy.id, qty: 60 }]);
    const cash = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: addressId, payment_method: 'cash', instructions: words.instructions },
      as,
    );
    expect(cash.body.status, cash.raw).toBe(1);
    const cancel = await w.call('POST', '/api/orderCancel', { order_id: cash.body.response.id, reason: words.cancelReason }, as);
    expect(cancel.body.status, cancel.raw).toBe(1);
    // the confirmation e-mail went to the address's e-mail, not the account's
    expect(await count(w, 'SELECT id FROM email_outbox WHERE to_email = ?1', words.addressEmail)).toBeGreaterThan(0);

    // 2. points spent at the service, and a delivered order whose earned points the service has not taken yet
    service.balances.set(c.phone, 5000);
    await setCart(w, c.id, [{ product_id: pointy.id, qty: 1 }]);
    const points = await w.call('POST', '/api/order', { flag: 0, address_id: addressId, payment_method: 'point' }, as);
    expect(points.body.status, points.raw).toBe(1);
    await setCart(w, c.id, [{ product_id: pointy.id, qty: 60 }]);
    const earning = await w.call(
      'POST',
      '/api/order',
      { flag: 1, branch: 1, payment_method: 'cash', firstname: words.firstName, lastname: 'Kulkarni' },
      as,
    );
    expect(earning.body.status, earning.raw).toBe(1);
    const clerk = await staffLogin(w, CLERK_1);
    await walk(w, clerk, points.body.response.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Out for delivery', { rider_id: 12 }],
      ['Out for delivery', 'Completed'],
    ]);
    // a clerk's internal note about her, on the order staff keep for tax
    const note = await w.call('POST', `/api/staff/orders/${earning.body.response.id}/notes`, { body: words.staffNote }, { cookie: clerk });
    expect(note.body.status, note.raw).toBe(1);
    service.mode = 'no-credit';
    await walk(w, clerk, earning.body.response.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Ready for pickup'],
      ['Ready for pickup', 'Completed'],
    ]);
    expect(
      await w.env.DB.prepare("SELECT status, mobile FROM reward_credit WHERE order_id = ?1 AND kind = 'earn'")
        .bind(earning.body.response.id)
        .first(),
    ).toEqual({ status: 'pending', mobile: c.phone });
    expect(await count(w, 'SELECT reference FROM points_redeem WHERE mobile = ?1', c.phone)).toBe(1);

    // 3. erasure, then every scheduled job
    const res = await w.call('POST', '/api/account/delete', { password: c.password, confirm: true }, as);
    expect(res.body.status, res.raw).toBe(1);
    service.mode = 'ok';
    const creditsBefore = service.calls.filter((x) => x.path === '/creditpoints' && x.body.mobile === c.phone).length;
    await runScheduledJobs(w.env, Date.now());
    // the credit that was never sent is closed with the account, never sent to the number's next holder
    expect(service.calls.filter((x) => x.path === '/creditpoints' && x.body.mobile === c.phone)).toHaveLength(creditsBefore);
    expect(
      await w.env.DB.prepare("SELECT status, mobile FROM reward_credit WHERE order_id = ?1 AND kind = 'earn'")
        .bind(earning.body.response.id)
        .first(),
    ).toEqual({ status: 'closed', mobile: '' });

    // 4. no text column of any table holds their phone, e-mails, name, address or typed words
    const traces: string[] = [];
    const needles = [
      c.phone,
      c.email,
      words.addressEmail,
      words.firstName,
      words.address,
      words.landmark,
      words.instructions,
      words.cancelReason,
      words.staffNote,
    ].map((n) => n.toLowerCase());
    for (const t of await liveTables()) {
      if (t.text.length === 0) continue;
      const { results } = await w.env.DB.prepare(`SELECT ${t.text.map((col) => `"${col}"`).join(', ')} FROM "${t.name}"`).all<
        Record<string, unknown>
      >();
      for (const row of results) {
        for (const [col, value] of Object.entries(row)) {
          const text = String(value ?? '').toLowerCase();
          for (const needle of needles) if (text.includes(needle)) traces.push(`${t.name}.${col} holds "${needle}"`);
        }
      }
    }
    expect(traces).toEqual([]);
  }, 120_000);
});
