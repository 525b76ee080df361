import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/api/env';
import { sendOrderConfirmations } from '../../functions/api/jobs/order-followups';
import { DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { loginAs, type LoggedIn } from '../support/session';
import { CLERK_1, newShopper, placeOrder, staffLogin, walk, type Shopper } from '../support/staff';
import { jsonCaller, requestWith, startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

/** Issue 19: what the server says (answers, SMS, notifications, e-mail) in the customer's language. */
let w: TestWorker;
let asha: LoggedIn;
let clerk: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  clerk = await staffLogin(w, CLERK_1);
  for (const slug of [FIXTURE_PRODUCTS.outOfStock, FIXTURE_PRODUCTS.lastFive]) {
    ids[slug] = (await w.env.DB.prepare('SELECT id FROM product WHERE slug = ?1').bind(slug).first<{ id: number }>())!.id;
  }
});
afterAll(() => w?.dispose());
beforeEach(async () => {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
});

const as = (lang: string | null) => ({ cookie: lang ? `${asha.cookie}; lang=${lang}` : asha.cookie });

describe('API answers in the customer language', () => {
  it('out of stock: Kannada and Hindi for their cookies, English exactly as before', async () => {
    const add = (lang: string | null) => w.call('POST', '/api/cartInsert', { pid: ids[FIXTURE_PRODUCTS.outOfStock], qty: 1 }, as(lang));
    expect((await add(null)).body).toEqual({ status: 0, code: expect.any(String), message: en('srv.outOfStock') });
    expect((await add('kn')).body).toEqual({ status: 0, code: expect.any(String), message: 'ಈ ಉತ್ಪನ್ನದ ದಾಸ್ತಾನು ಮುಗಿದಿದೆ' });
    expect((await add('hi')).body).toEqual({ status: 0, code: expect.any(String), message: 'यह उत्पाद स्टॉक में नहीं है' });
  });

  it('an invalid promocode and a promocode minimum (with its rupees in en-IN digits)', async () => {
    const check = (code: string, lang: string | null) => w.call('POST', '/api/promocodeCheck', { code }, as(lang));
    await asha.post('/api/cartInsert', { pid: ids[FIXTURE_PRODUCTS.lastFive], qty: 1 });
    expect((await check('NOSUCHCODE', null)).body.message).toBe(en('couponInvalid'));
    expect((await check('NOSUCHCODE', 'kn')).body.message).toBe('ಪ್ರೋಮೋಕೋಡ್ ಅಮಾನ್ಯವಾಗಿದೆ');
    expect((await check('FLAT50', null)).body.message).toBe('Minimum order amount for this promocode is ₹500.00');
    expect((await check('FLAT50', 'kn')).body.message).toBe('ಈ ಪ್ರೋಮೋಕೋಡ್‌ಗೆ ಕನಿಷ್ಠ ಆರ್ಡರ್ ಮೊತ್ತ ₹500.00');
    expect((await check('FLAT50', 'hi')).body.message).toBe('इस प्रोमोकोड के लिए न्यूनतम ऑर्डर राशि ₹500.00 है');
  });

  it('the minimum order at checkout, success messages and form problems too', async () => {
    await asha.post('/api/cartInsert', { pid: ids[FIXTURE_PRODUCTS.lastFive], qty: 1 });
    const min = (lang: string | null) => w.call('POST', '/api/minimumAmountOrder', {}, as(lang));
    expect((await min(null)).body.message).toMatch(/^Minimum order amount is ₹[\d,]+\.\d\d$/);
    expect((await min('hi')).body.message).toMatch(/^न्यूनतम ऑर्डर राशि ₹[\d,]+\.\d\d है$/);
    const cart = await w.call('POST', '/api/cartList', {}, as('kn'));
    expect(cart.body.summary.min_order_message).toMatch(/^ಕನಿಷ್ಠ ಆರ್ಡರ್ ಮೊತ್ತ ₹[\d,]+\.\d\d$/);
    await w.env.DB.prepare('DELETE FROM cart_line').run();
    const added = await w.call('POST', '/api/cartInsert', { pid: ids[FIXTURE_PRODUCTS.lastFive], qty: 1 }, as('kn'));
    expect(added.body.message).toBe('ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಯಶಸ್ವಿಯಾಗಿ ಸೇರಿಸಲಾಗಿದೆ');
    const bad = await w.call('POST', '/api/login', { mobile: '12', password: 'x' }, { cookie: 'lang=kn' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).not.toMatch(/[A-Za-z]{4}/);
    expect(bad.body.errors.every((e: { message: string }) => !/^[A-Z][a-z]+ [a-z]/.test(e.message))).toBe(true);
  });

  it('issue 34: the minimum-order all-clear is status 1 in every language, and a refusal carries its code', async () => {
    const pid = (await w.env.DB.prepare(
      'SELECT id FROM product WHERE out_of_stock = 0 AND stock > 20 AND pmin_count <= 1 AND discount_price >= 30000 LIMIT 1',
    ).first<{ id: number }>())!.id;
    await asha.post('/api/cartInsert', { pid, qty: 2 });
    const min = (lang: string | null) => w.call('POST', '/api/minimumAmountOrder', {}, as(lang));
    for (const lang of [null, 'kn', 'hi']) expect((await min(lang)).body.status).toBe(1);
    // the words differ, the status does not: the browser must read the status (it read the words)
    expect((await min('kn')).body.message).not.toBe(en('orderPlaced'));
    const refused = await w.call('POST', '/api/promocodeCheck', { code: 'NOSUCHCODE' }, as('kn'));
    expect(refused.body).toMatchObject({ status: 0, code: 'couponInvalid' });
  });

  it("a coupon's details and a cart line's problem in the customer language, rupees en-IN (wt-b)", async () => {
    await asha.post('/api/cartInsert', { pid: ids[FIXTURE_PRODUCTS.lastFive], qty: 4 });
    const check = (lang: string | null) => w.call('POST', '/api/promocodeCheck', { code: 'SAVE10' }, as(lang));
    expect((await check(null)).body.response.Details).toMatch(/^10% off: you save ₹[\d,]+\.\d\d$/);
    expect((await check('kn')).body.response.Details).toMatch(/^10% ರಿಯಾಯಿತಿ: ನೀವು ₹[\d,]+\.\d\d ಉಳಿಸುತ್ತೀರಿ$/);
    expect((await check('hi')).body.response.Details).toMatch(/^10% की छूट: आपकी बचत ₹[\d,]+\.\d\d$/);
    // a free product is named in the language too
    await w.env.DB.prepare("UPDATE coupon SET min_amount = 0 WHERE code = 'FREEGHEE'").run();
    try {
      const ghee = async (lang: string | null) =>
        (await w.call('POST', '/api/promocodeCheck', { code: 'FREEGHEE' }, as(lang))).body.response.Details;
      expect(await ghee(null)).toBe('Free Nandini Pure Cow Ghee 500 ml with this order');
      expect(await ghee('kn')).toBe('ಈ ಆರ್ಡರ್ ಜೊತೆಗೆ ನಂದಿನಿ ಶುದ್ಧ ಹಸುವಿನ ತುಪ್ಪ 500 ml ಉಚಿತ');
    } finally {
      await w.env.DB.prepare("UPDATE coupon SET min_amount = 150000 WHERE code = 'FREEGHEE'").run();
    }
    // a size the product no longer has: the line's problem
    await w.env.DB.prepare('UPDATE cart_line SET attribute_id = 999999').run();
    const problem = async (lang: string | null) => (await w.call('POST', '/api/cartList', {}, as(lang))).body.response[0].problem;
    expect(await problem(null)).toBe('This size is no longer available. Please remove it and add the product again.');
    expect(await problem('kn')).toBe('ಈ ಗಾತ್ರ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಇದನ್ನು ತೆಗೆದುಹಾಕಿ ಉತ್ಪನ್ನವನ್ನು ಮತ್ತೆ ಸೇರಿಸಿ.');
    expect(await problem('hi')).toBe('यह साइज़ अब उपलब्ध नहीं है। कृपया इसे हटाकर उत्पाद दोबारा जोड़ें।');
  });

  it('a message with a product name keeps the name and translates the words around it', async () => {
    const { sayIn } = await import('../../src/lib/domain/i18n/t');
    const { onlyLeftMessage } = await import('../../functions/api/services/checkout/checkout-rules');
    const { refundLine } = await import('../../src/lib/domain/checkout/payment-intent');
    const { said } = await import('../../src/lib/domain/i18n/said');
    expect(sayIn('kn', onlyLeftMessage(3, 'Amul Gold 1 L'))).toBe('Amul Gold 1 L: ದಾಸ್ತಾನಿನಲ್ಲಿ ಇನ್ನು 3 ಮಾತ್ರ ಉಳಿದಿವೆ');
    expect(sayIn('hi', refundLine(said('paymentFailed')))).toBe(
      'भुगतान विफल, कृपया फिर से कोशिश करें। कोई ऑर्डर नहीं बना; पैसे 5-7 कार्यदिवसों में आपके मूल भुगतान तरीके में वापस आ जाएँगे।',
    );
  });
});

describe('notices written later, in the language the customer shopped in', () => {
  async function kannadaShopper(): Promise<Shopper> {
    const s = await newShopper(w);
    return { ...s, cookie: `${s.cookie}; lang=kn` };
  }

  it('checkout remembers Kannada; the SMS, the notification and the e-mail follow it when a clerk confirms', async () => {
    const s = await kannadaShopper();
    const o = await placeOrder(w, s);
    expect((await w.env.DB.prepare('SELECT lang FROM user WHERE id = ?1').bind(s.id).first<{ lang: string }>())!.lang).toBe('kn');
    // the clerk's own screen stays English (no cookie): only what reaches the customer changes
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    const sms = (await w.call('GET', `/api/dev/outbox?phone=${s.phone}`)).body.response as { body: string }[];
    expect(sms[0]!.body).toMatch(new RegExp(`^ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ ${o.txnid} .+ ಸಮಯಕ್ಕೆ ದೃಢೀಕರಿಸಲಾಗಿದೆ\\. .+ - HAATFR$`));
    expect(sms[0]!.body).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    const bell = await w.call('GET', '/api/notification', undefined, { cookie: s.cookie });
    expect(bell.body.response.find((n: { description: string }) => n.description.includes(o.txnid))).toMatchObject({
      title: 'ಆರ್ಡರ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ',
      description: `ನಿಮ್ಮ ಆರ್ಡರ್ ${o.txnid} ದೃಢೀಕರಿಸಲಾಗಿದೆ.`,
    });
    const email = (await w.env.DB.prepare('SELECT bill_email FROM orders WHERE id = ?1').bind(o.id).first<{ bill_email: string }>())!
      .bill_email;
    await sendOrderConfirmations(w.env);
    const mails = (
      (await w.call('GET', `/api/dev/email-outbox?to=${encodeURIComponent(email)}`)).body.response as { subject: string; body: string }[]
    ).filter((m) => m.subject.includes(o.txnid));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/ಸ್ವೀಕರಿಸಲಾಗಿದೆ$/);
    expect(mails[0]!.body).toContain(`/kn/invoice-one/${o.id}`);
    expect(mails[0]!.body).toMatch(/ಒಟ್ಟು: ₹[\d,]+\.\d\d \(ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ, ಮನೆಗೆ ಡೆಲಿವರಿ\)/);
  });

  it('an English customer still gets the DLT template word for word', async () => {
    const s = await newShopper(w);
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    const sms = (await w.call('GET', `/api/dev/outbox?phone=${s.phone}`)).body.response as { body: string }[];
    expect(sms[0]!.body).toMatch(
      new RegExp(
        `^Your Haat Fresh order ${o.txnid} is confirmed for \\w{3} \\d{1,2} \\w{3}, .+\\. We will let you know when it is on its way\\. - HAATFR$`,
      ),
    );
  });

  it('login remembers the language; an OTP is texted in the language of the page that asked', async () => {
    const s = await newShopper(w);
    await w.env.DB.prepare("UPDATE user SET lang = 'kn' WHERE id = ?1").bind(s.id).run();
    const res = await w.call('POST', '/api/forgetpassword', { mobile: s.phone }, { cookie: 'lang=hi' });
    expect(res.body.message).toBe('OTP भेजा गया');
    const sms = (await w.call('GET', `/api/dev/outbox?phone=${s.phone}`)).body.response as { body: string }[];
    expect(sms[0]!.body).toMatch(/^\d{6} आपका हाट फ्रेश सत्यापन कोड है।/);
  });

  it('a real gateway gets Kannada or Hindi only when SMS_LANGS says their DLT templates are registered', async () => {
    const sent: string[] = [];
    const gateway = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)).message);
      return new Response('{}', { status: 200 });
    });
    try {
      const real = (vars: Partial<Env>) => {
        const env = { ...w.env, SMS_API_URL: 'https://sms.invalid/send', SMS_API_KEY: 'k', ...vars } as Env;
        return jsonCaller(requestWith(env));
      };
      const s = await newShopper(w);
      // SMS_LANGS unset: only the English templates are registered, so the Hindi page's OTP goes in English
      expect((await real({})('POST', '/api/forgetpassword', { mobile: s.phone }, { cookie: 'lang=hi' })).body.status).toBe(1);
      expect(sent.at(-1)).toMatch(/^\d{6} is your Haat Fresh verification code\./);
      expect(
        (await real({ SMS_LANGS: 'en, hi' })('POST', '/api/forgetpassword', { mobile: s.phone }, { cookie: 'lang=hi' })).body.status,
      ).toBe(1);
      expect(sent.at(-1)).toMatch(/^\d{6} आपका हाट फ्रेश सत्यापन कोड है।/);
      expect(sent).toHaveLength(2);
    } finally {
      gateway.mockRestore();
    }
  });

  it('refuses a language the store does not speak (CHECK)', async () => {
    await expect(w.env.DB.prepare("UPDATE user SET lang = 'ta' WHERE id = ?1").bind(DEMO_CUSTOMERS[0].id).run()).rejects.toThrow();
  });
});

describe('subcategory names and suggestions in the page language', () => {
  it('seeds every shelf in Kannada and Hindi, none empty', async () => {
    const n = await w.env.DB.prepare('SELECT count(*) AS n, sum(length(trim(name)) = 0) AS empty FROM subcategory_i18n').first<{
      n: number;
      empty: number;
    }>();
    const shelves = await w.env.DB.prepare('SELECT count(*) AS n FROM subcategory').first<{ n: number }>();
    expect(n!.n).toBe(shelves!.n * 2);
    expect(n!.empty).toBe(0);
  });

  it('/api/suggest?lang=kn names products and categories in Kannada; without lang it stays English', async () => {
    const en = await w.call('GET', '/api/suggest?q=milk');
    const kn = await w.call('GET', '/api/suggest?q=milk&lang=kn');
    expect(en.status).toBe(200);
    const enNames = en.body.response.products.map((p: { name: string }) => p.name);
    const knNames = kn.body.response.products.map((p: { name: string }) => p.name);
    expect(enNames).toContain('Amul Gold Full Cream Milk 1 L');
    expect(knNames).toContain('ಅಮುಲ್ ಗೋಲ್ಡ್ ಫುಲ್ ಕ್ರೀಮ್ ಹಾಲು 1 L');
    expect((await w.call('GET', '/api/suggest?q=milk&lang=ta')).status).toBe(400);
  });
});
