/**
 * Issue 14, "a production-mode run": the suite's own build, served with ENVIRONMENT=production and no
 * secrets on its own port and database. Nothing that only development may have answers (test
 * payment provider, SMS outbox, rewards/POS simulators), online payment and OTP texts are refused in
 * words, and every page and file carries the security headers (item 4) — the Worker's answers and the
 * static assets (public/_headers) alike.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededState, serveStore, storeEnv } from '../../scripts/local-store.mjs';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../../scripts/seed/fixtures';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { SECURITY_HEADERS } from '../../src/server/security-headers';
import { DESKTOP, launch, screenshot } from './support/browser';
import { loginThroughForm } from './support/login';
import { storeFetch } from './support/fresh-socket';

const PORT = Number(process.env.E2E_PORT ?? 8799) + 50;
const asha = DEMO_CUSTOMERS[0];

let store: { base: string; log: () => string; stop: () => void };
let browser: Browser;
let page: Page;
let cookie = '';

const url = (path: string) => `${store.base}${path}`;
const get = (path: string, headers: Record<string, string> = {}) => storeFetch(url(path), { headers, redirect: 'manual' });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  storeFetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });

beforeAll(async () => {
  const env = storeEnv();
  const state = await seededState({ prefix: 'haat-e2e-prod-', env });
  // the build the suite's global setup made (tests/e2e/support/serve.ts), served as a deploy runs it
  // only the OTP key is given (as a var): without it OTPs are off before the SMS gateway is even
  // asked (tests/api/account-security.test.ts checks that); with it, the missing gateway answers
  const args = ['--var', 'ENVIRONMENT:production', '--var', 'OTP_SECRET:production-e2e-otp-key'];
  store = await serveStore({ out: process.env.ASTRO_OUT_DIR || 'dist', port: PORT, state, env, args });
  browser = await launch();
  const context = await browser.newContext({ baseURL: store.base, viewport: DESKTOP, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  page = await context.newPage();
  page.setDefaultNavigationTimeout(60_000);
  await page.goto('/login');
  await loginThroughForm(page, asha);
  cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
});
afterAll(async () => {
  await browser?.close();
  store?.stop();
});

function expectSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(res.headers.get('permissions-policy'), `${what}: Permissions-Policy`).toMatch(/camera=\(/);
  return csp;
}

describe('nothing development-only exists', () => {
  it('no test payment provider: test-checkout and test-complete are 404 JSON', async () => {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const checkoutPage = await get('/api/payments/test-checkout?order_id=order_test_x', headers);
      expect(checkoutPage.status).toBe(404);
      expect(checkoutPage.headers.get('content-type')).toContain('application/json');
      expect((await post('/api/payments/test-complete', { order_id: 'order_test_x', outcome: 'success' }, headers)).status).toBe(404);
    }
  });

  it('no SMS outbox and no simulator route answers', async () => {
    expect((await get('/api/dev/outbox')).status).toBe(404);
    for (const path of [
      '/api/sim/rewards/getrewards',
      '/api/sim/rewards/redeemedhistory',
      '/api/sim/pos/salesbycustomer',
      '/api/sim/pos/pointsearnedhistory',
    ]) {
      expect((await post(path, { mobile: asha.phone })).status, path).toBe(404);
      expect((await post(path, { mobile: asha.phone }, { cookie })).status, path).toBe(404);
    }
  });

  it('OTP send says "SMS is not configured"', async () => {
    const res = await post('/api/checkMobile', { phone: '9000054321' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 0, code: 'srv.featureOff.sms', message: 'SMS is not configured' });
  });

  it('says loudly in the log which features are off', () => {
    expect(store.log()).toContain('FAIL CLOSED: onlinePayment is OFF');
    expect(store.log()).toContain('FAIL CLOSED: sms is OFF');
    expect(store.log()).toContain('FAIL CLOSED: whatsapp is OFF');
  });
});

describe('WhatsApp updates are off without their secrets (docs/whatsapp.md)', () => {
  it('no WhatsApp outbox; the account page offers SMS only and says why; choosing WhatsApp is a 503 with its code', async () => {
    expect((await get('/api/dev/whatsapp-outbox')).status).toBe(404);
    await page.goto('/my-account/customer-account-details');
    const panel = page.getByRole('region', { name: 'Order updates' });
    await panel.getByText(FEATURE_OFF_MSG.whatsapp).waitFor();
    expect(await panel.getByRole('radio', { name: 'WhatsApp only' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: 'SMS and WhatsApp' }).isDisabled()).toBe(true);
    const refused = await post('/api/account/order-updates', { channel: 'whatsapp' }, { cookie });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ status: 0, code: 'srv.wa.off', message: FEATURE_OFF_MSG.whatsapp });
  });
});

describe('online payment is unavailable, in words', () => {
  it('/api/payments/create is refused with the clear message', async () => {
    await post('/api/cartInsert', { pid: 1, qty: 1, aid: 0, mode: 'add' }, { cookie });
    const res = await post('/api/payments/create', { flag: 0 }, { cookie });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 0, code: expect.any(String), message: FEATURE_OFF_MSG.onlinePayment });
  });

  it('the checkout page offers no online payment (and no Razorpay origins in its policy)', async () => {
    // a cart worth checking out: the first product that takes a quantity of 20
    for (let pid = 1; pid < 40; pid++) {
      const res = await post('/api/cartInsert', { pid, qty: 20, aid: 0, mode: 'add' }, { cookie });
      if (((await res.json()) as { status: number }).status === 1) break;
    }
    const res = await page.goto('/checkout');
    expect(res?.status()).toBe(200);
    await page.getByRole('radio', { name: /Cash on delivery/i }).waitFor();
    expect(await page.getByRole('radio', { name: /Card or net banking/i }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^UPI/ }).count()).toBe(0);
    // nor points: the rewards service is off too (Asha holds points on the local ledger)
    expect(await page.getByRole('radio', { name: /points/i }).count()).toBe(0);
    // nor WhatsApp updates: without WHATSAPP_TOKEN / WHATSAPP_PHONE_NUMBER_ID the box is not offered
    expect(await page.getByRole('checkbox', { name: 'Send order updates on WhatsApp' }).count()).toBe(0);
    expect(res!.headers()['content-security-policy']).not.toContain('razorpay');
    await screenshot(page, 'production-checkout');
  });
});

describe('rewards and in-store bills are off, in words', () => {
  it('/bills and /redeemhistory show why, instead of simulated data', async () => {
    await page.goto('/bills');
    await page.getByText(FEATURE_OFF_MSG.pos).first().waitFor();
    await page.goto('/redeemhistory');
    await page.getByText(FEATURE_OFF_MSG.rewards).first().waitFor();
    const points = await post('/api/rewardpoints', {}, { cookie });
    expect(points.status).toBe(503);
    expect(await points.json()).toMatchObject({ status: 0, message: FEATURE_OFF_MSG.rewards, retry: false });
  });
});

describe('every page and file carries the security headers', () => {
  it('server-rendered pages, cached guest pages, pre-rendered pages, redirects, API answers and assets', async () => {
    const home = await get('/');
    const homeCsp = expectSecurityHeaders(home, '/');
    expect(homeCsp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(homeCsp).not.toContain('unsafe-inline');
    const html = await home.text();
    const hit = await get('/');
    expect(hit.headers.get('x-cache')).toMatch(/HIT|STALE/);
    expect(expectSecurityHeaders(hit, '/ (cache hit)')).toBe(homeCsp);

    const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const pages = [
      '/shop',
      '/login',
      '/register',
      '/terms',
      '/privacy-policy',
      '/festival',
      '/faqs',
      '/all-category',
      '/nope-no-such-page',
    ];
    for (const path of [...pages, asset!, '/favicon.svg', '/api/health', '/checkout']) {
      const res = await get(path);
      expectSecurityHeaders(res, path);
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
    for (const path of ['/checkout', '/qrcode', '/my-account']) expectSecurityHeaders(await get(path, { cookie }), `${path} (signed in)`);
    expect((await get('/qrcode', { cookie })).headers.get('permissions-policy')).toContain('camera=(self)');
    // the rules file itself is not a file anyone can fetch
    expect((await get('/_headers')).status).not.toBe(200);
    // a pre-rendered page brings its script hashes in a <meta>; its header adds what a <meta> cannot
    expect(await (await get('/terms')).text()).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self'/);
  });

  it('malformed /api requests get JSON, not an HTML page', async () => {
    const bad = await get('/api/products/%E0%A4');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');
    const form = await storeFetch(url('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'phone=1',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ status: 0 });
  });
});

describe('a stranger cannot lock staff or customers out, in production too (issue 26 items 4, 5)', () => {
  const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 6)!;
  const staffLogin = (password: string, cookie = '') =>
    post('/api/staff/login', { mobile: clerk.mobile, password }, cookie ? { cookie } : {});

  it("a clerk's known browser gets in past a stranger's wrong passwords; a new device waits", async () => {
    const first = await staffLogin(clerk.password);
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('staff_device='))!
      .split(';')[0]!;
    for (let i = 0; i < 6; i++) expect([401, 429]).toContain((await staffLogin(`guess-${i}-pw`)).status);
    expect((await staffLogin(clerk.password)).status).toBe(429);
    expect((await staffLogin(clerk.password, device)).status).toBe(200);
  });

  it("a customer's right password after a stranger's wrong ones is at most asked for a code, never refused outright", async () => {
    const vikram = DEMO_CUSTOMERS[1];
    for (let i = 0; i < 6; i++) await post('/api/login', { phone: vikram.phone, password: `guess-${i}-pw` });
    const right = await post('/api/login', { phone: vikram.phone, password: vikram.password });
    expect(await right.json()).toMatchObject({ status: 0, otp_required: true });
  });
});
