/**
 * Issue 32, order updates on WhatsApp (docs/whatsapp.md), on real D1: the shopper's choice (SMS,
 * WhatsApp or both) saved through the API with the opt-in's time; each template reaching the
 * development outbox in the shopper's language with its parameters (out for delivery carries the
 * handover code); no WhatsApp without an opt-in; an opt-out honoured from the next update; 'both'
 * sending both; and a production deploy without the WhatsApp secrets sending none, saying so once,
 * refusing the choice with a code and still sending the SMS.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyCustomer, notifyPaymentRefunded } from '../../functions/api/services/orders/order-notices';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { callWithBindings } from '../support/bindings';
import { count } from '../support/order-helpers';
import { SMS_TEST_KEY, startSmsGateway } from '../support/sms-gateway';
import { CLERK_1, RIDER_1, newShopper, placeOrder, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

// before any request: the FAIL CLOSED line is logged once per isolate
const loud = vi.spyOn(console, 'error');

let w: TestWorker;
let clerk: string;
let rider: string;

beforeAll(async () => {
  w = await startWorker();
  [clerk, rider] = (await Promise.all([staffLogin(w, CLERK_1), staffLogin(w, RIDER_1)])) as [string, string];
});
afterAll(() => w?.dispose());

const choose = (s: Shopper, channel: unknown, cookie = s.cookie) => w.call('POST', '/api/account/order-updates', { channel }, { cookie });
const whatsapps = async (phone: string) =>
  (
    await w.env.DB.prepare('SELECT template, lang, params, body FROM whatsapp_outbox WHERE phone = ?1 ORDER BY id').bind(phone).all<{
      template: string;
      lang: string;
      params: string;
      body: string;
    }>()
  ).results.map((m) => ({ ...m, params: JSON.parse(m.params) as string[] }));
const texts = async (phone: string) =>
  (await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id').bind(phone).all<{ body: string }>()).results.map(
    (m) => m.body,
  );
/** The shopper on pages in `lang`: checking out there makes it the language their updates are written in. */
const speaking = (s: Shopper, lang: string): Shopper => ({ ...s, cookie: `${s.cookie}; lang=${lang}` });
const codeOf = async (orderId: number) =>
  (await w.env.DB.prepare('SELECT code FROM handover_code WHERE order_id = ?1').bind(orderId).first<{ code: string }>())!.code;

describe('the choice, through the API', () => {
  it('starts as SMS without an opt-in; WhatsApp records the opt-in time; SMS withdraws it at once', async () => {
    const s = await newShopper(w);
    const first = await w.call('GET', '/api/account/order-updates', undefined, { cookie: s.cookie });
    expect(first.body.response).toMatchObject({
      channel: 'sms',
      whatsapp_opt_in_at: null,
      whatsapp_opted_in: false,
      whatsapp_available: true,
    });
    const before = Date.now();
    const on = await choose(s, 'whatsapp');
    expect(on.body).toMatchObject({ status: 1, code: 'srv.wa.savedWhatsApp', message: 'Order updates will come on WhatsApp' });
    expect(on.body.response).toMatchObject({ channel: 'whatsapp', whatsapp_opted_in: true });
    expect(on.body.response.whatsapp_opt_in_at).toBeGreaterThanOrEqual(before);
    const off = await choose(s, 'sms', `${s.cookie}; lang=kn`);
    expect(off.body).toMatchObject({ status: 1, code: 'srv.wa.savedSms', message: 'ಆರ್ಡರ್ ಮಾಹಿತಿ SMS ಮೂಲಕ ಬರುತ್ತದೆ' });
    expect(off.body.response).toMatchObject({ channel: 'sms', whatsapp_opted_in: false });
    expect(off.body.response.whatsapp_opt_out_at).toBeGreaterThanOrEqual(on.body.response.whatsapp_opt_in_at);
  });

  it('refuses anything but sms, whatsapp or both with a code, and a guest with 401', async () => {
    const s = await newShopper(w);
    const bad = await choose(s, 'email');
    expect([bad.status, bad.body.code]).toEqual([400, 'srv.wa.chooseChannel']);
    expect((await w.call('POST', '/api/account/order-updates', { channel: 'both' })).status).toBe(401);
    expect(await count(w, "SELECT id FROM user WHERE id = ?1 AND notify_channel = 'sms' AND whatsapp_opt_in_at IS NULL", s.id)).toBe(1);
  });
});

describe('each template, in the shopper’s language, in the development outbox', () => {
  let base: Shopper;
  let s: Shopper;
  beforeAll(async () => {
    base = await newShopper(w);
    s = speaking(base, 'kn');
    expect((await choose(s, 'whatsapp')).status).toBe(200);
  });

  it('confirmed, out for delivery with the code, delivered: WhatsApp only, in Kannada', async () => {
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
    ]);
    const code = await codeOf(o.id);
    await walk(w, rider, o.id, [['Out for delivery', 'Completed']]);
    const sent = await whatsapps(s.phone);
    expect(sent.map((m) => [m.template, m.lang])).toEqual([
      [expect.stringMatching(/^order_confirmed(_slot)?$/), 'kn'],
      ['order_out_for_delivery', 'kn'],
      ['order_delivered', 'kn'],
    ]);
    expect(sent[0]!.params[0]).toBe(o.txnid);
    expect(sent[1]!.params).toEqual([o.txnid, code]);
    expect(sent[1]!.body).toBe(`ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ ${o.txnid} ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ. ಬಾಗಿಲಲ್ಲಿ ರೈಡರ್‌ಗೆ ಕೋಡ್ ${code} ನೀಡಿ.`);
    expect(sent[2]!.params).toEqual([o.txnid]);
    // WhatsApp alone: no SMS for these
    expect(await texts(s.phone)).toEqual([]);
  });

  it('cancelled, refund of an order, refund of a payment that never became an order', async () => {
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [['Pending', 'Cancelled', { reason: 'Out of stock' }]]);
    await notifyCustomer(w.env, { txnid: o.txnid, user_id: s.id, phone: s.phone }, 'Refunded', { amount: 12_345 });
    await notifyPaymentRefunded(w.env, { user_id: s.id, phone: s.phone, payment_id: 'pay_T3st', amount: 50_000 });
    const sent = (await whatsapps(s.phone)).slice(-3);
    expect(sent.map((m) => [m.template, m.lang, m.params])).toEqual([
      ['order_cancelled', 'kn', [o.txnid]],
      ['order_refund', 'kn', ['₹123.45', o.txnid]],
      ['payment_refund', 'kn', ['₹500.00', 'pay_T3st']],
    ]);
    expect(sent[1]!.body).toBe(`ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ ${o.txnid} ಗಾಗಿ ₹123.45 ಮರುಪಾವತಿ ಮಾಡಲಾಗಿದೆ.`);
    expect(await texts(s.phone)).toEqual([]);
  });

  it('ticket updates: acknowledged, then resolved with a cash refund, in Hindi', async () => {
    s = speaking(base, 'hi');
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
    ]);
    await walk(w, rider, o.id, [['Out for delivery', 'Completed']]);
    const line = (await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1').bind(o.id).first<{ id: number }>())!.id;
    const rep = await w.call(
      'POST',
      `/api/order/${o.txnid}/problems`,
      { lines: [{ line_id: line, kind: 'damaged', qty: 1 }] },
      { cookie: s.cookie },
    );
    expect(rep.status).toBe(201);
    const ticket = rep.body.response.ticket_no as string;
    const id = (await w.env.DB.prepare('SELECT id FROM problem_ticket WHERE ticket_no = ?1').bind(ticket).first<{ id: number }>())!.id;
    expect((await w.call('POST', `/api/staff/tickets/${id}/acknowledge`, {}, { cookie: clerk })).status).toBe(200);
    const resolved = await w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refund' }, { cookie: clerk });
    expect(resolved.status).toBe(200);
    const amount = `₹${(resolved.body.response.refunded / 100).toFixed(2)}`;
    const sent = (await whatsapps(s.phone)).filter((m) => m.template === 'ticket_update');
    expect(sent.map((m) => [m.lang, m.params])).toEqual([
      ['hi', [ticket, 'जाँच चल रही है: 30 दिन के भीतर समाधान']],
      ['hi', [ticket, `स्टोर से ${amount} का नकद रिफ़ंड`]],
    ]);
    expect(sent[1]!.body).toBe(`आपकी हाट फ्रेश समस्या रिपोर्ट ${ticket}: ${sent[1]!.params[1]}`);
    expect(await texts(s.phone)).toEqual([]);
  });
});

describe('consent decides', () => {
  it('no opt-in on record: no WhatsApp, the update goes by SMS', async () => {
    const s = await newShopper(w);
    // a channel without an opt-in (as an old row or a hand edit could leave it): WhatsApp is never sent
    await w.env.DB.prepare("UPDATE user SET notify_channel = 'whatsapp' WHERE id = ?1").bind(s.id).run();
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    expect(await whatsapps(s.phone)).toEqual([]);
    expect(await texts(s.phone)).toEqual([expect.stringContaining(`Your Haat Fresh order ${o.txnid} is confirmed`)]);
  });

  it('an opt-out stops WhatsApp from the next update on', async () => {
    const s = await newShopper(w);
    await choose(s, 'whatsapp');
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    expect((await whatsapps(s.phone)).length).toBe(1);
    expect((await choose(s, 'sms')).status).toBe(200);
    await walk(w, clerk, o.id, [
      ['Confirmed', 'Packed'],
      ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
    ]);
    expect((await whatsapps(s.phone)).length).toBe(1);
    expect(await texts(s.phone)).toEqual([
      `Your Haat Fresh order ${o.txnid} is out for delivery. Give code ${await codeOf(o.id)} to the rider at the door. - HAATFR`,
    ]);
  });

  it("'both' sends the SMS and the WhatsApp message", async () => {
    const s = await newShopper(w);
    await choose(s, 'both');
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    expect((await whatsapps(s.phone)).map((m) => [m.template, m.lang, m.params[0]])).toEqual([
      [expect.stringMatching(/^order_confirmed(_slot)?$/), 'en', o.txnid],
    ]);
    expect(await texts(s.phone)).toEqual([expect.stringContaining(`Your Haat Fresh order ${o.txnid} is confirmed`)]);
  });
});

describe('production without WHATSAPP_TOKEN / WHATSAPP_PHONE_NUMBER_ID', () => {
  it('sends no WhatsApp, says so once in the log, refuses the choice with a code, and the SMS still goes', async () => {
    const s = await newShopper(w);
    await choose(s, 'whatsapp');
    const before = await count(w, 'SELECT id FROM whatsapp_outbox');
    // a deploy with an SMS gateway set, but not WhatsApp's secrets
    const gateway = await startSmsGateway();
    try {
      const prod = { ...w.env, ENVIRONMENT: 'production', SMS_API_URL: gateway.url, SMS_API_KEY: SMS_TEST_KEY };
      await notifyCustomer(prod, { txnid: 'HF-TEST-1', user_id: s.id, phone: s.phone }, 'Confirmed');
      expect(gateway.texts).toEqual([
        { phone: s.phone, body: 'Your Haat Fresh order HF-TEST-1 is confirmed. We will let you know when it is on its way. - HAATFR' },
      ]);
      const refused = await callWithBindings(w, { ENVIRONMENT: 'production' }, 'POST', '/api/account/order-updates', s.cookie, {
        channel: 'both',
      });
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([503, 'srv.wa.off', FEATURE_OFF_MSG.whatsapp]);
      const state = await callWithBindings(w, { ENVIRONMENT: 'production' }, 'GET', '/api/account/order-updates', s.cookie);
      expect(state.body.response).toMatchObject({ whatsapp_available: false });
      // opting out always works
      expect(
        (await callWithBindings(w, { ENVIRONMENT: 'production' }, 'POST', '/api/account/order-updates', s.cookie, { channel: 'sms' }))
          .status,
      ).toBe(200);
    } finally {
      gateway.close();
    }
    expect(await count(w, 'SELECT id FROM whatsapp_outbox')).toBe(before);
    const lines = loud.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith('FAIL CLOSED: whatsapp is OFF'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID');
  });
});
