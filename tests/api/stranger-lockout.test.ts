/**
 * Issue 26 item 4: a stranger cannot keep a customer out. The audit's stranger sent about 8
 * requests every 10-15 minutes (wrong passwords, wrong login codes, wrong reset codes, new codes)
 * and the owner's right password, login OTP and reset OTP were all refused; after the windows
 * passed the owner's correct reset code was still refused until the next day. Here the same
 * stranger, from their own IP, and the owner, holding the texts, from theirs: wrong passwords at
 * most move the owner to the OTP step, and the owner's right code always gets in. In development
 * (SMS outbox) and in production mode (a stand-in SMS gateway, a real OTP key).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../functions/api/env';
import { hashPassword } from '../../functions/api/lib/password';
import { RATE_RULES } from '../../functions/api/services/rate-limit';
import { cookieHeader, cookiesFrom } from '../support/cookies';
import { codeIn, outboxCode } from '../support/register-by-otp';
import { SMS_TEST_KEY, startSmsGateway, type SmsGateway } from '../support/sms-gateway';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

const PASSWORD = 'jasmine@2026';
const DAY_MS = 24 * 60 * 60_000;
let nextPhone = 9350000001 + Math.floor(Math.random() * 900) * 100;
let nextIp = 1;

describe.each(['development', 'production'] as const)('a stranger cannot keep a customer out (%s)', (environment) => {
  let w: TestWorker;
  let sms: SmsGateway | null = null;

  beforeAll(async () => {
    const vars: Partial<Env> = {};
    if (environment === 'production') {
      sms = await startSmsGateway();
      Object.assign(vars, { ENVIRONMENT: 'production', SMS_API_URL: sms.url, SMS_API_KEY: SMS_TEST_KEY, OTP_SECRET: 'lockout-otp-key' });
    }
    w = await startWorker(vars);
  });
  afterAll(async () => {
    sms?.close();
    await w?.dispose();
  });

  /** The newest code texted to the number for this purpose, read where the SMS went. */
  const codeFor = (phone: string) => (sms ? Promise.resolve(codeIn(sms.texts, phone)) : outboxCode(w, phone));
  const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
  const freshIp = () => `198.18.${environment === 'production' ? 1 : 0}.${nextIp++}`;
  const from = (ip: string, extra: Record<string, string> = {}) => ({ 'CF-Connecting-IP': ip, ...extra });

  async function customer() {
    const phone = String(nextPhone++);
    const pw = await hashPassword(PASSWORD, 1000);
    await w.env.DB.prepare(
      `INSERT INTO user (first_name, last_name, phone, email, password_hash, password_salt, password_iterations, branch_id, created_at)
       VALUES ('Meena', 'Iyer', ?1, ?2, ?3, ?4, ?5, 1, ?6)`,
    )
      .bind(phone, `meena${phone}@gmail.com`, pw.hash, pw.salt, pw.iterations, Date.now())
      .run();
    return phone;
  }

  /** One round of the audit's stranger, from one IP: wrong passwords, new codes and wrong codes of both kinds. */
  async function strangerRound(phone: string, ip: string) {
    for (let i = 0; i < 8; i++) await w.call('POST', '/api/login', { phone, password: `guess-${i}-pw` }, from(ip));
    await w.call('POST', '/api/loginOtp', { phone }, from(ip));
    await w.call('POST', '/api/forgetpassword', { mobile: phone }, from(ip));
    for (let i = 0; i < 8; i++) {
      await w.call('POST', '/api/login', { phone, password: `guess-${i}-pw`, otp: String(100000 + i) }, from(ip));
      await w.call('POST', '/api/verifyOtp', { phone, otp: String(200000 + i), purpose: 'forgot' }, from(ip));
    }
  }

  it("the stranger's wrong passwords and codes cost the stranger; the owner's right login code and reset code get in", async () => {
    const phone = await customer();
    const stranger = freshIp();
    await strangerRound(phone, stranger);
    await strangerRound(phone, stranger);
    const owner = freshIp();

    // the right password alone: at most the OTP step
    const alone = await w.call('POST', '/api/login', { phone, password: PASSWORD }, from(owner));
    expect(alone.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.loginOtpRequired'), otp_required: true });
    // the owner asks for a login code (or holds one the stranger's request sent): password + code log in
    await w.call('POST', '/api/loginOtp', { phone }, from(owner));
    const login = await w.call('POST', '/api/login', { phone, password: PASSWORD, otp: await codeFor(phone) }, from(owner));
    expect(login.body, login.raw).toMatchObject({ status: 1, message: en('loginSuccess') });

    // the reset code the owner holds is right: verified, and the new password is set
    await w.call('POST', '/api/forgetpassword', { mobile: phone }, from(owner));
    const verified = await w.call('POST', '/api/verifyOtp', { phone, otp: await codeFor(phone), purpose: 'forgot' }, from(owner));
    expect(verified.body).toEqual({ status: 1, message: en('otpVerifiedForgot') });
    const reset = await w.call(
      'POST',
      '/api/user_password_change',
      { mobile: phone, password: 'new-jasmine1' },
      from(owner, { cookie: cookieHeader(cookiesFrom(verified)) }),
    );
    expect(reset.body.status, reset.raw).toBe(1);

    // the stranger's own IP is what ran out
    const strangerAgain = await w.call('POST', '/api/verifyOtp', { phone, otp: '123456', purpose: 'forgot' }, from(stranger));
    expect(strangerAgain.status).toBe(429);
  });

  it("a code the stranger had texted is the owner's too: a newer text does not void it, and wrong guesses at it do not shut it", async () => {
    const phone = await customer();
    const stranger = freshIp();
    await w.call('POST', '/api/forgetpassword', { mobile: phone }, from(stranger));
    const held = await codeFor(phone);
    // the stranger asks for another code and guesses at both, to the end of their allowance
    await w.call('POST', '/api/forgetpassword', { mobile: phone }, from(stranger));
    for (let i = 0; i < RATE_RULES.otpWrongPerCodeIp.limit + 3; i++)
      await w.call('POST', '/api/verifyOtp', { phone, otp: wrong(held), purpose: 'forgot' }, from(stranger));
    const owner = await w.call('POST', '/api/verifyOtp', { phone, otp: held, purpose: 'forgot' }, from(freshIp()));
    expect(owner.body).toEqual({ status: 1, message: en('otpVerifiedForgot') });
  });

  it('after the windows pass, a correct reset code works (the same day), and a day later even from the IP the stranger used', async () => {
    const phone = await customer();
    const shared = freshIp();
    await strangerRound(phone, shared);
    await strangerRound(phone, shared);
    expect((await w.call('POST', '/api/verifyOtp', { phone, otp: '654321', purpose: 'forgot' }, from(shared))).status).toBe(429);
    // time passing, for fixed windows: the counters of every rule whose window is this short are over
    const pass = async (ms: number) => {
      for (const rule of Object.values(RATE_RULES).filter((r) => r.windowMs <= ms)) {
        await w.env.DB.prepare("DELETE FROM rate_limit WHERE key LIKE ?1 || ':%'").bind(rule.name).run();
      }
    };
    // twenty minutes later the 10- and 15-minute windows have passed: the owner's reset code works
    await pass(20 * 60_000);
    const owner = freshIp();
    await w.call('POST', '/api/forgetpassword', { mobile: phone }, from(owner));
    const now = await w.call('POST', '/api/verifyOtp', { phone, otp: await codeFor(phone), purpose: 'forgot' }, from(owner));
    expect(now.body).toEqual({ status: 1, message: en('otpVerifiedForgot') });
    // a day later the stranger's own day is over too, for whoever uses that IP next
    await pass(DAY_MS);
    await w.call('POST', '/api/forgetpassword', { mobile: phone }, from(shared));
    const next = await w.call('POST', '/api/verifyOtp', { phone, otp: await codeFor(phone), purpose: 'forgot' }, from(shared));
    expect(next.body).toEqual({ status: 1, message: en('otpVerifiedForgot') });
    // a day of sequential calls: room for a loaded 2-core machine, as the erasure flows have
  }, 120_000);

  it("wrong passwords from one IP cost that IP: past its limit it is refused, the owner's login from elsewhere is not", async () => {
    const phones = await Promise.all(Array.from({ length: 4 }, () => customer()));
    const stranger = freshIp();
    for (let i = 0; i < RATE_RULES.loginPerIp.limit; i++)
      await w.call('POST', '/api/login', { phone: phones[i % 4], password: `nope-${i}-pw` }, from(stranger));
    const refused = await w.call('POST', '/api/login', { phone: phones[3], password: PASSWORD }, from(stranger));
    expect(refused.status).toBe(429);
    // phones[3] took 7 wrong passwords: its owner is at most asked for a code
    const owner = await w.call('POST', '/api/login', { phone: phones[3], password: PASSWORD }, from(freshIp()));
    expect(owner.body).toMatchObject({ status: 0, otp_required: true });
  });
});
