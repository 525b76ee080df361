/**
 * The privacy centre against a real local D1 (DPDP Act): consent recorded at registration, the
 * data export holds exactly the caller's data, and deleting the account erases it, ends every
 * session and blocks login, while the store's GST invoice still renders with personal fields
 * minimised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoiceForStore } from '../../functions/api/services/orders/invoice';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { MARKETING_CONSENT_VERSION, TERMS_VERSION } from '../../src/lib/domain/account/account-schemas';
import { DELETED_CUSTOMER_NAME } from '../../src/lib/domain/account/privacy-schemas';
import { createHmac } from 'node:crypto';
import { DEV_TEST_PAYMENT_SECRET } from '../../functions/api/providers/payment/test-provider';
import { billsFor } from '../../functions/api/services/loyalty/instore';
import { addAddress, count, plainProducts, setCart, stockOf } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';
import { cookieHeader, cookiesFrom } from '../support/cookies';
import { json, startFakeService } from '../support/fake-service';
import { en } from '../support/en';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

let nextPhone = 8100000001 + Math.floor(Math.random() * 1000) * 1000;
const freshPhone = () => String(nextPhone++);
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

/** The code in the newest text to the phone, read from the dev outbox table (never from the API). */
async function latestCode(phone: string): Promise<string> {
  const msg = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id DESC').bind(phone).first<{ body: string }>();
  const m = /^(\d{6}) /.exec(msg?.body ?? '');
  expect(m, `an OTP text to ${phone}`).not.toBeNull();
  return m![1]!;
}

async function verifiedJar(phone: string, ip: string): Promise<Record<string, string>> {
  const sent = await w.call('POST', '/api/checkMobile', { phone }, { 'CF-Connecting-IP': ip });
  expect(sent.body.status, sent.raw).toBe(1);
  const verified = await w.call(
    'POST',
    '/api/verifyOtp',
    { phone, otp: await latestCode(phone), purpose: 'register' },
    { 'CF-Connecting-IP': ip },
  );
  expect(verified.body.status, verified.raw).toBe(1);
  return cookiesFrom(verified);
}

interface Customer {
  id: number;
  phone: string;
  email: string;
  password: string;
  cookie: string;
}

async function register(opts: { marketing?: boolean; password?: string; phone?: string } = {}): Promise<Customer> {
  const phone = opts.phone ?? freshPhone();
  const ip = freshIp();
  const email = `privacy${phone}@gmail.com`;
  const password = opts.password ?? `tulip-${phone}`;
  const jar = await verifiedJar(phone, ip);
  const body: Record<string, unknown> = { phone, email, password, branch: 1, consent_terms: true };
  if (opts.marketing !== undefined) body.consent_marketing = opts.marketing;
  const res = await w.call('POST', '/api/register', body, { cookie: cookieHeader(jar), 'CF-Connecting-IP': ip });
  expect(res.body).toEqual({ status: 1, message: en('registerSuccess') });
  const login = await w.call('POST', '/api/login', { phone, password }, { 'CF-Connecting-IP': ip });
  expect(login.body.status, login.raw).toBe(1);
  return { id: login.body.response.id, phone, email, password, cookie: `sid=${cookiesFrom(login).sid}` };
}

/** Everything a customer leaves behind while shopping: address, wishlist, cart, views, points, an order. */
async function shop(c: Customer, productOffset: number) {
  const db = w.env.DB;
  const products = await plainProducts(w, { rate: 5, minStock: 30, limit: 12 });
  const [a, b, d] = [products[productOffset]!, products[productOffset + 1]!, products[productOffset + 2]!];
  const addressId = await addAddress(w, c.id);
  await db
    .prepare(`UPDATE address SET firstname = ?2, lastname = 'Owner', mobile = ?3, email = ?4, address = ?5 WHERE id = ?1`)
    .bind(addressId, `First${c.phone}`, c.phone, c.email, `${c.phone} Lane, Indiranagar`)
    .run();
  await db.batch([
    db.prepare('INSERT INTO reward_account (mobile, balance) VALUES (?1, 120)').bind(c.phone),
    db.prepare("INSERT INTO reward_ledger (mobile, delta, reason, created_at) VALUES (?1, 120, 'adjust', ?2)").bind(c.phone, Date.now()),
  ]);
  // an order paid in cash, enough for the minimum order amount
  const qty = Math.ceil(MIN_ORDER_PAISE / a.discount_price) + 1;
  await setCart(w, c.id, [{ product_id: a.id, qty }]);
  const placed = await w.call('POST', '/api/order', { flag: 0, address_id: addressId, payment_method: 'cash' }, { cookie: c.cookie });
  expect(placed.body.status, placed.raw).toBe(1);
  // what stays afterwards: a wishlist item, a cart line and a recently viewed product
  const wish = await w.call('POST', '/api/wishlistAdd', { item_id: b.id }, { cookie: c.cookie });
  expect(wish.body.status, wish.raw).toBe(1);
  await setCart(w, c.id, [{ product_id: d.id, qty: 2 }]);
  await db.prepare('INSERT INTO recent_view (user_id, product_id, viewed_at) VALUES (?1, ?2, ?3)').bind(c.id, b.id, Date.now()).run();
  return { order: placed.body.response as { id: number; txnid: string; invoice_no: string }, wishlist: b.id, cart: d.id, addressId };
}

const exportOf = (cookie: string) => w.call('GET', '/api/account/export', undefined, { cookie });

describe('consent at registration', () => {
  it('stores the terms consent and the optional marketing consent with time and version', async () => {
    const before = Date.now();
    const yes = await register({ marketing: true });
    const no = await register();
    const row = (phone: string) =>
      w.env.DB.prepare(
        'SELECT consent_terms_at, consent_terms_version, consent_marketing_at, consent_marketing_version FROM user WHERE phone = ?1',
      )
        .bind(phone)
        .first<any>();
    const y = await row(yes.phone);
    expect(y.consent_terms_version).toBe(TERMS_VERSION);
    expect(y.consent_terms_at).toBeGreaterThanOrEqual(before);
    expect(y.consent_marketing_version).toBe(MARKETING_CONSENT_VERSION);
    expect(y.consent_marketing_at).toBeGreaterThanOrEqual(before);
    const n = await row(no.phone);
    expect(n.consent_terms_version).toBe(TERMS_VERSION);
    expect(n).toMatchObject({ consent_marketing_at: null, consent_marketing_version: null });
  });

  it('withdraws marketing consent as easily as it was given, and records a new one', async () => {
    const c = await register({ marketing: true });
    await w.env.DB.prepare('INSERT INTO newsletter_subscriber (email, created_at) VALUES (?1, ?2)').bind(c.email, Date.now()).run();
    const off = await w.call('POST', '/api/account/consent', { marketing: false }, { cookie: c.cookie });
    expect(off.body).toMatchObject({
      status: 1,
      message: en('acct.privacy.marketingOff'),
      response: { marketing: { given_at: null, version: null } },
    });
    expect(off.body.response.terms.version).toBe(TERMS_VERSION);
    expect(await w.env.DB.prepare('SELECT 1 FROM newsletter_subscriber WHERE email = ?1').bind(c.email).first()).toBeNull();
    const before = Date.now();
    const on = await w.call('POST', '/api/account/consent', { marketing: true }, { cookie: c.cookie });
    expect(on.body.response.marketing.version).toBe(MARKETING_CONSENT_VERSION);
    expect(on.body.response.marketing.given_at).toBeGreaterThanOrEqual(before);
    expect((await w.call('POST', '/api/account/consent', { marketing: 'yes' }, { cookie: c.cookie })).status).toBe(400);
    expect((await w.call('POST', '/api/account/consent', { marketing: false })).status).toBe(401);
  });

  it('refuses registration without the terms consent', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const jar = await verifiedJar(phone, ip);
    for (const consent of [{}, { consent_terms: false }]) {
      const res = await w.call(
        'POST',
        '/api/register',
        { phone, email: `privacy${phone}@gmail.com`, password: 'secret12', branch: 1, ...consent },
        { cookie: cookieHeader(jar), 'CF-Connecting-IP': ip },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 0, message: en('acct.msg.consentRequired') });
    }
    expect(await w.env.DB.prepare('SELECT 1 FROM user WHERE phone = ?1').bind(phone).first()).toBeNull();
  });
});

describe('download my data and delete my account', () => {
  let a: Customer;
  let b: Customer;
  let aShop: Awaited<ReturnType<typeof shop>>;
  let bShop: Awaited<ReturnType<typeof shop>>;

  beforeAll(async () => {
    a = await register({ marketing: true });
    b = await register();
    aShop = await shop(a, 0);
    bShop = await shop(b, 3);
  });

  it('is for signed-in customers only', async () => {
    expect((await exportOf('')).status).toBe(401);
    const del = await w.call('POST', '/api/account/delete', { password: 'x', confirm: true });
    expect(del.status).toBe(401);
  });

  it("exports exactly the caller's data as a JSON attachment, without secrets", async () => {
    const res = await exportOf(a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="haat-fresh-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data = res.body;

    expect(data.profile).toMatchObject({ phone: a.phone, email: a.email, branch_id: 1 });
    expect(data.consents.terms.version).toBe(TERMS_VERSION);
    expect(data.consents.marketing).toMatchObject({ given: true, version: MARKETING_CONSENT_VERSION });
    expect(Date.parse(data.consents.terms.given_at)).toBeGreaterThan(0);

    expect(data.addresses.map((x: any) => x.id)).toEqual([aShop.addressId]);
    expect(data.addresses[0]).toMatchObject({ mobile: a.phone, email: a.email, city: 'Bengaluru' });
    expect(data.orders.map((o: any) => o.txnid)).toEqual([aShop.order.txnid]);
    expect(data.orders[0].invoice_no).toBe(aShop.order.invoice_no);
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.orders[0].lines[0]).toHaveProperty('hsn_code');
    expect(data.wishlist.map((x: any) => x.product_id)).toEqual([aShop.wishlist]);
    expect(data.cart.map((x: any) => x.product_id)).toEqual([aShop.cart]);
    expect(data.recent_views.map((x: any) => x.product_id)).toEqual([aShop.wishlist]);
    expect(data.rewards.balance).toBe(120);
    expect(data.rewards.ledger.map((l: any) => l.delta)).toEqual([120]);

    // nothing of B's, anywhere in the file
    for (const secret of [b.phone, b.email, bShop.order.txnid, `First${b.phone}`, `${b.phone} Lane`]) {
      expect(res.raw).not.toContain(secret);
    }
    // no credentials: neither the column names nor the stored values
    const cred = await w.env.DB.prepare('SELECT password_hash, password_salt FROM user WHERE id = ?1').bind(a.id).first<any>();
    expect(res.raw).not.toMatch(/password|salt|iterations|idempotency/i);
    expect(res.raw).not.toContain(cred.password_hash);
    expect(res.raw).not.toContain(cred.password_salt);
    expect(res.raw).not.toContain(a.password);
  });

  it('refuses to delete without the confirm step or with a wrong password, and keeps the account', async () => {
    const noConfirm = await w.call('POST', '/api/account/delete', { password: a.password }, { cookie: a.cookie });
    expect(noConfirm.status).toBe(400);
    expect(noConfirm.body.message).toBe(en('acct.privacy.confirmRequired'));
    const wrong = await w.call('POST', '/api/account/delete', { password: `${a.password}x`, confirm: true }, { cookie: a.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(en('acct.privacy.passwordWrong'));
    expect((await w.call('GET', '/api/profile', undefined, { cookie: a.cookie })).status).toBe(200);
  });

  it('erases the account: login fails, old sessions are dead, personal data is gone', async () => {
    // a second session (another device) must die too
    const other = await w.call('POST', '/api/login', { phone: a.email, password: a.password }, { 'CF-Connecting-IP': freshIp() });
    const otherCookie = `sid=${cookiesFrom(other).sid}`;
    // the order was delivered (erasure waits for an order still on its way: tests/api/erasure.test.ts)
    await w.env.DB.prepare("UPDATE orders SET order_status = 'Completed' WHERE id = ?1").bind(aShop.order.id).run();

    const res = await w.call('POST', '/api/account/delete', { password: a.password, confirm: true }, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, message: en('acct.privacy.accountDeleted') });
    expect(res.headers.getSetCookie().some((c) => /^sid=;/.test(c))).toBe(true);

    for (const cookie of [a.cookie, otherCookie]) {
      expect((await w.call('GET', '/api/profile', undefined, { cookie })).status).toBe(401);
      expect((await exportOf(cookie)).status).toBe(401);
      expect((await w.call('POST', '/api/cartList', {}, { cookie })).status).toBe(401);
    }
    for (const name of [a.phone, a.email]) {
      const login = await w.call('POST', '/api/login', { phone: name, password: a.password }, { 'CF-Connecting-IP': freshIp() });
      expect(login.status).toBe(401);
      expect(login.body.message).toBe(en('acct.msg.loginFailed'));
    }

    const db = w.env.DB;
    const n = async (sql: string, ...binds: unknown[]) =>
      (await db
        .prepare(`SELECT count(*) AS n FROM (${sql})`)
        .bind(...binds)
        .first<{ n: number }>())!.n;
    for (const table of ['session', 'address', 'cart_line', 'wishlist', 'stock_alert', 'recent_view', 'advisor_visit']) {
      expect(await n(`SELECT 1 FROM ${table} WHERE user_id = ?1`, a.id), table).toBe(0);
    }
    expect(await n('SELECT 1 FROM otp WHERE phone = ?1', a.phone)).toBe(0);
    expect(await n('SELECT 1 FROM reward_ledger WHERE mobile = ?1', a.phone)).toBe(0);
    expect(await n('SELECT 1 FROM reward_account WHERE mobile = ?1', a.phone)).toBe(0);
    const user = await db.prepare('SELECT * FROM user WHERE id = ?1').bind(a.id).first<any>();
    expect(user.deleted_at).toBeGreaterThan(0);
    expect(user).toMatchObject({
      first_name: '',
      last_name: '',
      email: '',
      photo: '',
      password_hash: '',
      password_salt: '',
      consent_marketing_at: null,
    });
    expect(user.phone).not.toBe(a.phone);
    expect(user.phone).toMatch(/^0\d{9}$/);
    // the orders stay as tax records, minimised
    const order = await db.prepare('SELECT * FROM orders WHERE id = ?1').bind(aShop.order.id).first<any>();
    expect(order).toMatchObject({
      bill_first_name: DELETED_CUSTOMER_NAME,
      bill_last_name: '',
      bill_address1: '',
      bill_phone: '',
      bill_email: '',
      bill_zip: '',
      ship_phone: '',
      ship_email: '',
      ship_address1: '',
      ship_landmark: '',
      delivery_instructions: '',
    });
    expect(JSON.stringify(order)).not.toContain(a.phone);
    expect(JSON.stringify(order)).not.toContain(a.email);

    // B is untouched
    expect((await exportOf(b.cookie)).body.orders[0].bill_first_name).toBe(`First${b.phone}`);
    expect(await n('SELECT 1 FROM wishlist WHERE user_id = ?1', b.id)).toBe(1);
  });

  it("still renders the erased customer's invoice for the store, with personal fields minimised", async () => {
    const inv = await getInvoiceForStore(w.env.DB, aShop.order.id);
    expect(inv).not.toBeNull();
    expect(inv!.invoice_no).toBe(aShop.order.invoice_no);
    expect(inv!.title).toBe('Tax Invoice');
    expect(inv!.buyer_name).toBe(DELETED_CUSTOMER_NAME);
    expect(inv!.billing_email).toBe('');
    expect(inv!.customer).toMatchObject({
      first_name: DELETED_CUSTOMER_NAME,
      address1: '',
      zip: '',
      phone: '',
      email: '',
      city: 'Bengaluru',
    });
    expect(inv!.place_of_supply).toBe('Karnataka (29)');
    expect(inv!.store.gstin).not.toBe('');
    expect(inv!.gst!.lines.length).toBeGreaterThan(0);
    expect(inv!.gst!.lines[0]!.hsn_code).toMatch(/^\d{4,8}$/);
    const g = inv!.gst!.total;
    expect(g.taxable + g.cgst + g.sgst + g.igst).toBe(inv!.footer.product_cost - inv!.footer.discount);
    // and the shopper-facing invoice route knows nothing of it any more
    expect((await w.call('GET', `/api/invoice/${aShop.order.txnid}`, undefined, { cookie: a.cookie })).status).toBe(401);
    // a store-side look-up of a missing order is null, not someone else's invoice
    expect(await getInvoiceForStore(w.env.DB, 99_999_999)).toBeNull();
  });

  it('frees the mobile number: it can be registered again', async () => {
    const sent = await w.call('POST', '/api/checkMobile', { phone: a.phone }, { 'CF-Connecting-IP': freshIp() });
    expect(sent.body.status, sent.raw).toBe(1);
  });
});

describe('erasure reaches payments and in-store bills (issue 14 item 5)', () => {
  it('a payment that arrives after the account was deleted is refunded, not made an order with the erased data', async () => {
    const c = await register();
    const addressId = await addAddress(w, c.id);
    const a = (await plainProducts(w, { rate: 5, minStock: 30, limit: 12 }))[7]!;
    const qty = Math.ceil(MIN_ORDER_PAISE / a.discount_price) + 1;
    await setCart(w, c.id, [{ product_id: a.id, qty }]);
    const stock = await stockOf(w, a.id);
    const created = await w.call('POST', '/api/payments/create', { flag: 0, address_id: addressId }, { cookie: c.cookie });
    expect(created.body.status, created.raw).toBe(1);
    const { order_id, amount } = created.body.response as { order_id: string; amount: number };
    expect(await stockOf(w, a.id)).toBe(stock - qty);

    const del = await w.call('POST', '/api/account/delete', { password: c.password, confirm: true }, { cookie: c.cookie });
    expect(del.body.status, del.raw).toBe(1);
    const intent = () =>
      w.env.DB.prepare('SELECT status, payment_id, failure_reason, checkout FROM payment_intent WHERE provider_order_id = ?1')
        .bind(order_id)
        .first<any>();
    // the open intent ended with the account: no address or phone left in it, its units back
    expect(await intent()).toMatchObject({ status: 'expired', checkout: '{}' });
    expect(await stockOf(w, a.id)).toBe(stock);

    // the shopper had paid at the provider just before; the webhook arrives now
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_test_after_erasure', order_id, amount, status: 'captured' } } },
    });
    const hook = await w.request('/api/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', DEV_TEST_PAYMENT_SECRET).update(raw).digest('hex'),
        'x-razorpay-event-id': `evt_${crypto.randomUUID()}`,
      },
      body: raw,
    });
    expect(await hook.json()).toMatchObject({ status: 1, outcome: 'refund_due' });
    expect(await count(w, 'SELECT id FROM orders WHERE user_id = ?1', c.id)).toBe(0);
    expect(await intent()).toMatchObject({
      status: 'refund_due',
      payment_id: 'pay_test_after_erasure',
      failure_reason: expect.stringContaining('erased'),
      checkout: '{}',
    });
    expect(await stockOf(w, a.id)).toBe(stock);
  });

  describe('a recycled mobile number', () => {
    let pos: ReturnType<typeof startFakeService> | undefined;
    afterAll(() => pos?.close());

    it("shows the new holder only the bills rung up since this account proved the number, never the previous holder's", async () => {
      const phone = freshPhone();
      const db = w.env.DB;
      const day = 86_400_000;
      // the number's previous holder shopped at the counter (their account is long gone)
      await db.batch(
        [40, 12].map((d) =>
          db
            .prepare('INSERT INTO instore_bill (mobile, branch_id, date, bill_amount, points_earned) VALUES (?1, 1, ?2, 84000, 84)')
            .bind(phone, Date.now() - d * day),
        ),
      );
      const c = await register({ phone });
      const theirs = Date.now() + 1000;
      await db
        .prepare('INSERT INTO instore_bill (mobile, branch_id, date, bill_amount, points_earned) VALUES (?1, 2, ?2, 12550, 12)')
        .bind(phone, theirs)
        .run();

      const res = await w.call('GET', '/api/salesbycustomer', undefined, { cookie: c.cookie });
      expect(res.body.status).toBe(1);
      expect(res.body.response.map((b: any) => [b.date, b.bill_amount])).toEqual([[theirs, 12550]]);
      const exported = await exportOf(c.cookie);
      expect(exported.body.instore_bills.map((b: any) => b.date)).toEqual([theirs]);

      // the real POS answers by mobile too: its answer is cut the same way
      pos = startFakeService(() =>
        json({
          status: 1,
          success: {
            orders: [theirs, Date.now() - 40 * day].map((date, i) => ({
              bill_no: `B${i}`,
              date: new Date(date).toISOString(),
              bill_amount: '840.00',
              points_earned: 84,
            })),
          },
        }),
      );
      const user = { id: c.id, phone, first_name: '', last_name: '', email: c.email };
      const real = await billsFor({ ...w.env, INSTORE_API_URL: pos.base }, user);
      expect(real.bills.map((b) => b.id)).toEqual(['B0']);
    });
  });
});
