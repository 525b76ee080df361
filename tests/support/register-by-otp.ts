/**
 * A customer registered the way a shopper does it: OTP to the mobile, verify, register, log in. The
 * code is read where the SMS went (the development outbox, or a stand-in gateway), never from the API.
 */
import { expect } from 'vitest';
import { cookieHeader, cookiesFrom } from './cookies';
import type { TestWorker } from './worker';
import { en } from './en';

export interface Registered {
  id: number;
  phone: string;
  email: string;
  password: string;
  cookie: string;
}

let nextIp = 1;

export async function registerByOtp(
  w: TestWorker,
  phone: string,
  latestCode: (phone: string) => Promise<string>,
  opts: { email?: string; password?: string } = {},
): Promise<Registered> {
  const ip = { 'CF-Connecting-IP': `203.0.113.${nextIp++}` };
  const email = opts.email ?? `holder${phone}x${nextIp}@gmail.com`;
  const password = opts.password ?? `lotus-${phone}`;
  const sent = await w.call('POST', '/api/checkMobile', { phone }, ip);
  expect(sent.body.status, sent.raw).toBe(1);
  const verified = await w.call('POST', '/api/verifyOtp', { phone, otp: await latestCode(phone), purpose: 'register' }, ip);
  expect(verified.body.status, verified.raw).toBe(1);
  const jar = cookiesFrom(verified);
  const reg = await w.call(
    'POST',
    '/api/register',
    { phone, email, password, branch: 1, consent_terms: true },
    { ...ip, cookie: cookieHeader(jar) },
  );
  expect(reg.body, reg.raw).toEqual({ status: 1, message: en('registerSuccess') });
  const login = await w.call('POST', '/api/login', { phone, password }, ip);
  expect(login.body.status, login.raw).toBe(1);
  return { id: login.body.response.id, phone, email, password, cookie: `sid=${cookiesFrom(login).sid}` };
}

/** The newest code texted to `phone`, from a list of texts (oldest first). */
export function codeIn(texts: { phone: string; body: string }[], phone: string): string {
  const last = [...texts].reverse().find((t) => t.phone === phone);
  const m = /^(\d{6}) /.exec(last?.body ?? '');
  expect(m, `an OTP text to ${phone}`).not.toBeNull();
  return m![1]!;
}

/** The newest code in the development SMS outbox table. */
export async function outboxCode(w: TestWorker, phone: string): Promise<string> {
  const { results } = await w.env.DB.prepare('SELECT phone, body FROM sms_outbox WHERE phone = ?1 ORDER BY id')
    .bind(phone)
    .all<{ phone: string; body: string }>();
  return codeIn(results, phone);
}
