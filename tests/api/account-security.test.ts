/**
 * Issue 14, items 2, 8, 9 and part of 10, against a real local D1:
 * - a password or e-mail change needs the current password (throttled like login) and ends the
 *   customer's other sessions, keeping the one that made it;
 * - stored OTP hashes are HMACs with OTP_SECRET; outside development no secret → no codes;
 * - one wrong-password counter per account, and past it an OTP step instead of a lockout; a daily
 *   cap on password-reset code guesses per guessing IP (issue 26: never per number);
 * - a text the gateway failed to send does not use up one of the customer's sends.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/api/env';
import { hashPassword } from '../../functions/api/lib/password';
import { DEV_OTP_SECRET } from '../../functions/api/services/account/otp';
import { RATE_RULES } from '../../functions/api/services/rate-limit';
import { cookieHeader, cookiesFrom } from '../support/cookies';
import { jsonCaller, requestWith, startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PASSWORD = 'marigold@42';
let nextPhone = 9300000001;
let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;
const LIMIT = RATE_RULES.loginPerAccount.limit;

/** A customer with a real password, straight into the database. */
async function customer(): Promise<{ id: number; phone: string; email: string }> {
  const phone = String(nextPhone++);
  const email = `secure${phone}@gmail.com`;
  const pw = await hashPassword(PASSWORD, 1000);
  const row = await w.env.DB.prepare(
    `INSERT INTO user (first_name, last_name, phone, email, password_hash, password_salt, password_iterations, branch_id, created_at)
     VALUES ('Lakshmi', 'Rao', ?1, ?2, ?3, ?4, ?5, 1, ?6) RETURNING id`,
  )
    .bind(phone, email, pw.hash, pw.salt, pw.iterations, Date.now())
    .first<{ id: number }>();
  return { id: row!.id, phone, email };
}

const login = (name: string, password: string, extra: Record<string, string> = {}) =>
  w.call('POST', '/api/login', { phone: name, password, ...extra }, { 'CF-Connecting-IP': freshIp() });

async function session(name: string, password = PASSWORD): Promise<string> {
  const res = await login(name, password);
  expect(res.body.status, res.raw).toBe(1);
  return `sid=${cookiesFrom(res).sid}`;
}

const alive = async (cookie: string) => (await w.call('POST', '/api/profile', {}, { cookie })).status === 200;

async function latestCode(phone: string): Promise<string> {
  const row = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id DESC').bind(phone).first<{ body: string }>();
  expect(row, `an SMS to ${phone}`).not.toBeNull();
  return /^(\d{6})/.exec(row!.body)![1]!;
}
const texts = async (phone: string) =>
  (await w.env.DB.prepare('SELECT count(*) AS n FROM sms_outbox WHERE phone = ?1').bind(phone).first<{ n: number }>())!.n;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The same app and database with other settings (like the Worker deployed with other vars). */
function withEnv(vars: Partial<Env>) {
  const env = { ...w.env, ...vars } as Env;
  return jsonCaller(requestWith(env));
}

// ------------------------------------------------------------------------------------- item 2

describe('changePassword needs the current password', () => {
  it('without it: refused with "Current password is required", the password is unchanged', async () => {
    const c = await customer();
    const cookie = await session(c.phone);
    const res = await w.call('POST', '/api/changePassword', { password: 'taken-over1', confirm_password: 'taken-over1' }, { cookie });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: en('acct.msg.currentPasswordRequired') });
    expect((await login(c.phone, 'taken-over1')).body.status).toBe(0);
    await session(c.phone);
  });

  it('with it: this session stays, every other session of the customer ends, the new password logs in', async () => {
    const c = await customer();
    const mine = await session(c.phone);
    const other = await session(c.email);
    const bystander = await session((await customer()).phone);
    const res = await w.call(
      'POST',
      '/api/changePassword',
      { old_password: PASSWORD, password: 'changed-42', confirm_password: 'changed-42' },
      { cookie: mine },
    );
    expect(res.body).toEqual({ status: 1, message: en('acct.msg.passwordChanged') });
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect(await alive(bystander)).toBe(true);
    await session(c.phone, 'changed-42');
  });

  it('wrong current passwords share the login limit: past it 429 even for the right one, and login asks for an OTP', async () => {
    const c = await customer();
    const cookie = await session(c.phone);
    const change = (old: string) =>
      w.call('POST', '/api/changePassword', { old_password: old, password: 'changed-42', confirm_password: 'changed-42' }, { cookie });
    for (let i = 0; i < LIMIT; i++) {
      const res = await change(`guess-${i}-pw`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.oldPasswordWrong') });
    }
    const right = await change(PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await login(c.phone, 'changed-42')).body.status).toBe(0);
    // the same counter as login: the right password at the door now needs the OTP step
    const door = await login(c.phone, PASSWORD);
    expect(door.body).toMatchObject({ status: 0, otp_required: true });
  });
});

describe('profileUpdate: a new password or e-mail needs the current password', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  it('names and photo alone need no password and end no session', async () => {
    const c = await customer();
    const mine = await session(c.phone);
    const other = await session(c.phone);
    const res = await w.call(
      'POST',
      '/api/profileUpdate',
      { first_name: 'Lakshmi', last_name: 'Menon', email: c.email.toUpperCase(), image: PNG },
      { cookie: mine },
    );
    expect(res.body, res.raw).toMatchObject({ status: 1, response: { last_name: 'Menon', photo: PNG } });
    expect(await alive(other)).toBe(true);
  });

  it('a new e-mail without the current password is refused and not stored', async () => {
    const c = await customer();
    const cookie = await session(c.phone);
    const res = await w.call(
      'POST',
      '/api/profileUpdate',
      { first_name: 'A', last_name: 'B', email: `thief${c.phone}@gmail.com` },
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.currentPasswordRequired') });
    const row = await w.env.DB.prepare('SELECT email, first_name FROM user WHERE id = ?1').bind(c.id).first();
    expect(row).toEqual({ email: c.email, first_name: 'Lakshmi' });
  });

  it('a new password without the current one, or with a wrong one, is refused', async () => {
    const c = await customer();
    const cookie = await session(c.phone);
    const body = { first_name: 'A', last_name: 'B', email: c.email, password: 'taken-over1', confirm_password: 'taken-over1' };
    const none = await w.call('POST', '/api/profileUpdate', body, { cookie });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ status: 0, message: en('acct.msg.currentPasswordRequired') });
    const wrong = await w.call('POST', '/api/profileUpdate', { ...body, old_password: 'not-mine-1' }, { cookie });
    expect(wrong.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.oldPasswordWrong') });
    expect((await login(c.phone, 'taken-over1')).body.status).toBe(0);
  });

  it('a wrong current password does not reveal whether the new e-mail is taken', async () => {
    const c = await customer();
    const taken = await customer();
    const cookie = await session(c.phone);
    const res = await w.call(
      'POST',
      '/api/profileUpdate',
      { first_name: 'A', last_name: 'B', email: taken.email, old_password: 'not-mine-1' },
      { cookie },
    );
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.oldPasswordWrong') });
  });

  it('with the current password: the e-mail changes, other sessions end, this one stays', async () => {
    const c = await customer();
    const mine = await session(c.phone);
    const other = await session(c.email);
    const email = `new${c.phone}@gmail.com`;
    const res = await w.call(
      'POST',
      '/api/profileUpdate',
      { first_name: 'A', last_name: 'B', email, old_password: PASSWORD },
      { cookie: mine },
    );
    expect(res.body).toMatchObject({ status: 1, message: en('acct.msg.profileUpdated'), response: { email } });
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
    await session(email);
  });
});

// ------------------------------------------------------------------------------------- item 8

describe('OTP hashes are HMACs with the server secret', () => {
  const phone = '9300900001';

  it('the stored hash is not sha256(phone|purpose|code) and equals the HMAC with OTP_SECRET', async () => {
    const secret = 'a-test-secret-only-this-file-knows';
    const call = withEnv({ OTP_SECRET: secret });
    expect((await call('POST', '/api/checkMobile', { phone }, { 'CF-Connecting-IP': freshIp() })).body.status).toBe(1);
    const code = await latestCode(phone);
    const row = await w.env.DB.prepare('SELECT code_hash FROM otp WHERE phone = ?1 ORDER BY id DESC')
      .bind(phone)
      .first<{ code_hash: string }>();
    const text = `${phone}|register|${code}`;
    expect(row!.code_hash).not.toBe(createHash('sha256').update(text).digest('hex'));
    expect(row!.code_hash).not.toBe(createHmac('sha256', DEV_OTP_SECRET).update(text).digest('hex'));
    expect(row!.code_hash).toBe(createHmac('sha256', secret).update(text).digest('hex'));
    // another secret cannot check it: the code only verifies where the secret is
    expect((await withEnv({ OTP_SECRET: 'some-other-secret' })('POST', '/api/verifyOtp', { phone, otp: code })).body.status).toBe(0);
    expect((await call('POST', '/api/verifyOtp', { phone, otp: code })).body).toEqual({ status: 1, message: en('otpVerifiedRegister') });
  });

  it('development without OTP_SECRET uses the fixed dev key', async () => {
    const p = '9300900002';
    expect((await w.call('POST', '/api/checkMobile', { phone: p }, { 'CF-Connecting-IP': freshIp() })).body.status).toBe(1);
    const code = await latestCode(p);
    const row = await w.env.DB.prepare('SELECT code_hash FROM otp WHERE phone = ?1').bind(p).first<{ code_hash: string }>();
    expect(row!.code_hash).toBe(createHmac('sha256', DEV_OTP_SECRET).update(`${p}|register|${code}`).digest('hex'));
  });

  it('outside development without OTP_SECRET: no code is made or texted, a clear 503 and a loud log; no send is used up', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetches = vi.spyOn(globalThis, 'fetch');
    const p = '9300900003';
    // SMS configured, so only the missing OTP secret can stop it
    const prod = withEnv({ ENVIRONMENT: 'production', OTP_SECRET: undefined, SMS_API_URL: 'https://sms.invalid/send', SMS_API_KEY: 'k' });
    for (let i = 0; i < RATE_RULES.otpSendPerPhone.limit + 1; i++) {
      const res = await prod('POST', '/api/checkMobile', { phone: p }, { 'CF-Connecting-IP': freshIp() });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.otpNotConfigured') });
    }
    const verify = await prod('POST', '/api/verifyOtp', { phone: p, otp: '123456' });
    expect(verify.status).toBe(503);
    expect(verify.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.otpNotConfigured') });
    const urls = fetches.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    expect(urls.filter((u) => u.includes('sms.invalid'))).toEqual([]);
    expect(errors.mock.calls.some((args) => String(args[0]).includes('OTP_SECRET'))).toBe(true);
    expect((await w.env.DB.prepare('SELECT count(*) AS n FROM otp WHERE phone = ?1').bind(p).first<{ n: number }>())!.n).toBe(0);
    // the refusals did not use up the number's sends
    expect((await w.call('POST', '/api/checkMobile', { phone: p }, { 'CF-Connecting-IP': freshIp() })).body.status).toBe(1);
  });
});

// ------------------------------------------------------------------------------------- item 9

describe('one wrong-password counter per account, and an OTP step instead of a lockout', () => {
  it('mobile and e-mail share one counter: 3 + 2 wrong, then the right password alone asks for an OTP', async () => {
    const c = await customer();
    for (let i = 0; i < 3; i++) expect((await login(c.phone, `wrong-${i}-pw`)).body.message).toBe(en('acct.msg.loginFailed'));
    expect((await login(c.email, 'wrong-3-pw')).body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.loginFailed') });
    // the failure that reaches the limit already tells the form to show the OTP step
    expect((await login(c.email.toUpperCase(), 'wrong-4-pw')).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('acct.msg.loginFailed'),
      otp_required: true,
    });
    const res = await login(c.phone, PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.loginOtpRequired'), otp_required: true });
    expect(res.headers.getSetCookie().filter((x) => x.startsWith('sid='))).toEqual([]);
  });

  it('the owner is not locked out: OTP to the account’s mobile + the right password log in, and the count starts again', async () => {
    const c = await customer();
    for (let i = 0; i < LIMIT + 3; i++) await login(c.phone, `wrong-${i}-pw`);
    // asked by e-mail: the code still goes to the account's mobile, and the answer names no number
    const sent = await w.call('POST', '/api/loginOtp', { phone: c.email }, { 'CF-Connecting-IP': freshIp() });
    expect(sent.body).toEqual({ status: 1, message: en('otpSentForgot') });
    expect(sent.raw).not.toContain(c.phone);
    const code = await latestCode(c.phone);

    const wrong = await login(c.email, PASSWORD, { otp: wrongCode(code) });
    expect(wrong.body).toEqual({ status: 0, code: expect.any(String), message: en('otpInvalidForgot'), otp_required: true });
    const ok = await login(c.email, PASSWORD, { otp: code });
    expect(ok.body, ok.raw).toMatchObject({ status: 1, message: en('loginSuccess') });
    expect(await alive(`sid=${cookiesFrom(ok).sid}`)).toBe(true);
    // the code is spent, and the next login needs no OTP
    expect(
      (await w.env.DB.prepare("SELECT consumed_at FROM otp WHERE phone = ?1 AND purpose = 'login'").bind(c.phone).first<any>()).consumed_at,
    ).toBeGreaterThan(0);
    await session(c.phone);
  });

  it('one code pays for one password try: after a wrong password the same code no longer logs in', async () => {
    const c = await customer();
    for (let i = 0; i < LIMIT; i++) await login(c.phone, `wrong-${i}-pw`);
    await w.call('POST', '/api/loginOtp', { phone: c.phone }, { 'CF-Connecting-IP': freshIp() });
    const code = await latestCode(c.phone);
    expect((await login(c.phone, 'wrong-again-pw', { otp: code })).body).toMatchObject({
      status: 0,
      message: en('acct.msg.loginFailed'),
      otp_required: true,
    });
    const again = await login(c.phone, PASSWORD, { otp: code });
    expect(again.body).toMatchObject({ status: 0, otp_required: true });
    expect(again.headers.getSetCookie().filter((x) => x.startsWith('sid='))).toEqual([]);
  });

  it('loginOtp texts nothing to an account under the limit, and answers the same for unknown names', async () => {
    const c = await customer();
    const mine = await w.call('POST', '/api/loginOtp', { phone: c.phone }, { 'CF-Connecting-IP': freshIp() });
    const unknown = await w.call('POST', '/api/loginOtp', { phone: 'nobody-here@gmail.com' }, { 'CF-Connecting-IP': freshIp() });
    expect(mine.body).toEqual({ status: 1, message: en('otpSentForgot') });
    expect(unknown.body).toEqual(mine.body);
    expect(await texts(c.phone)).toBe(0);
  });

  it('an unknown name past the limit gets the same OTP step as a real account (no enumeration)', async () => {
    const name = 'not-a-customer-9@gmail.com';
    for (let i = 0; i < LIMIT; i++) await login(name, `wrong-${i}-pw`);
    const res = await login(name, 'anything-1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.loginOtpRequired'), otp_required: true });
  });

  it('a password reset (the owner proved the mobile) ends every session and clears the count', async () => {
    const c = await customer();
    const before = await session(c.phone);
    for (let i = 0; i < LIMIT; i++) await login(c.phone, `wrong-${i}-pw`);
    const ip = freshIp();
    await w.call('POST', '/api/forgetpassword', { mobile: c.phone }, { 'CF-Connecting-IP': ip });
    const ok = await w.call('POST', '/api/verifyOtp', { phone: c.phone, otp: await latestCode(c.phone), purpose: 'forgot' });
    const reset = await w.call(
      'POST',
      '/api/user_password_change',
      { mobile: c.phone, password: 'reset-pass1' },
      { cookie: cookieHeader(cookiesFrom(ok)) },
    );
    expect(reset.body.status).toBe(1);
    expect(await alive(before)).toBe(false);
    await session(c.phone, 'reset-pass1');
  });
});

describe('password-reset code guesses cost the guesser, per IP per day (issue 26 item 4)', () => {
  const DAY_CAP = RATE_RULES.accountOtpWrongPerIp.limit;

  it(`after ${DAY_CAP} wrong reset codes in a day from one IP, that IP is refused even the right code; the owner's right code from elsewhere verifies`, async () => {
    const c = await customer();
    const db = w.env.DB;
    const stranger = freshIp();
    // the send limits and the per-code allowance are moved on by hand, as if the guesses were spread over the day
    const nextWindow = () => db.prepare("DELETE FROM rate_limit WHERE key LIKE 'otp-send:%' OR key LIKE 'otp-wrong:%'").run();
    let wrongSoFar = 0;
    while (wrongSoFar < DAY_CAP) {
      await nextWindow();
      expect((await w.call('POST', '/api/forgetpassword', { mobile: c.phone }, { 'CF-Connecting-IP': freshIp() })).body.status).toBe(1);
      const code = await latestCode(c.phone);
      for (let i = 0; i < 4 && wrongSoFar < DAY_CAP; i++, wrongSoFar++) {
        const res = await w.call(
          'POST',
          '/api/verifyOtp',
          { phone: c.phone, otp: wrongCode(code), purpose: 'forgot' },
          { 'CF-Connecting-IP': stranger },
        );
        expect(res.body.message).toBe(en('otpInvalidForgot'));
      }
    }
    await nextWindow();
    await w.call('POST', '/api/forgetpassword', { mobile: c.phone }, { 'CF-Connecting-IP': freshIp() });
    const code = await latestCode(c.phone);
    const fromStranger = await w.call(
      'POST',
      '/api/verifyOtp',
      { phone: c.phone, otp: code, purpose: 'forgot' },
      { 'CF-Connecting-IP': stranger },
    );
    expect(fromStranger.status).toBe(429);
    expect(fromStranger.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.otpDailyLimit') });
    expect(fromStranger.headers.getSetCookie()).toEqual([]);
    const fromOwner = await w.call(
      'POST',
      '/api/verifyOtp',
      { phone: c.phone, otp: code, purpose: 'forgot' },
      { 'CF-Connecting-IP': freshIp() },
    );
    expect(fromOwner.body).toEqual({ status: 1, message: en('otpVerifiedForgot') });
  });

  it('right codes do not count towards the cap', async () => {
    const c = await customer();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      await w.call('POST', '/api/forgetpassword', { mobile: c.phone }, { 'CF-Connecting-IP': freshIp() });
      const res = await w.call(
        'POST',
        '/api/verifyOtp',
        { phone: c.phone, otp: await latestCode(c.phone), purpose: 'forgot' },
        { 'CF-Connecting-IP': ip },
      );
      expect(res.body).toEqual({ status: 1, message: en('otpVerifiedForgot') });
    }
    const row = await w.env.DB.prepare('SELECT count FROM rate_limit WHERE key = ?1')
      .bind(`otp-wrong-day:ip:${ip}`)
      .first<{ count: number }>();
    expect(row?.count ?? 0).toBe(0);
  });
});

// ----------------------------------------------------------------------------- item 10 (part)

describe('a text the gateway could not send uses up no send', () => {
  it('failed sends answer 502 each time (never 429), and the code sent before stays valid', async () => {
    const phone = '9300900010';
    const ip = freshIp();
    expect((await w.call('POST', '/api/checkMobile', { phone }, { 'CF-Connecting-IP': ip })).body.status).toBe(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = withEnv({ SMS_API_URL: 'http://127.0.0.1:9/sms', SMS_API_KEY: 'k' });
    for (let i = 0; i < RATE_RULES.otpSendPerPhone.limit + 1; i++) {
      const res = await down('POST', '/api/checkMobile', { phone }, { 'CF-Connecting-IP': ip });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.otpSendFailed') });
    }
    // the two sends left are still there
    for (let i = 0; i < RATE_RULES.otpSendPerPhone.limit - 1; i++) {
      expect((await w.call('POST', '/api/checkMobile', { phone }, { 'CF-Connecting-IP': ip })).body.status).toBe(1);
    }
    expect(await texts(phone)).toBe(RATE_RULES.otpSendPerPhone.limit);
  });

  it('the failed text’s code does not replace the one the customer already has', async () => {
    const phone = '9300900011';
    expect((await w.call('POST', '/api/checkMobile', { phone }, { 'CF-Connecting-IP': freshIp() })).body.status).toBe(1);
    const code = await latestCode(phone);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      (
        await withEnv({ SMS_API_URL: 'http://127.0.0.1:9/sms', SMS_API_KEY: 'k' })(
          'POST',
          '/api/checkMobile',
          { phone },
          { 'CF-Connecting-IP': freshIp() },
        )
      ).status,
    ).toBe(502);
    expect((await w.call('POST', '/api/verifyOtp', { phone, otp: code })).body).toEqual({ status: 1, message: en('otpVerifiedRegister') });
  });
});
