import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './api';
import { ownPhoneIp } from './own-phone';

/** A fresh customer registered through the API with the dev SMS outbox's OTP (the form itself is covered by accounts.e2e.ts). */
export async function registerThroughApi(page: Page, prefix = 'shopper') {
  const tail = String(Date.now()).slice(-8) + String(Math.floor(Math.random() * 10));
  const me = { phone: `6${tail}`, email: `${prefix}.${tail}@gmail.com`, password: `${prefix}@2026` };
  // the text is asked for from the shopper's own phone, whatever profile the test opened
  const fromPhone = { 'CF-Connecting-IP': ownPhoneIp() };
  expect((await api(page).post('/api/checkMobile', { data: { phone: me.phone }, headers: fromPhone })).status()).toBe(200);
  const outbox = (await (await api(page).get(`/api/dev/outbox?phone=${me.phone}`)).json()) as { response: { body: string }[] };
  const otp = /^(\d{6}) /.exec(outbox.response[0]?.body ?? '')?.[1];
  expect(otp).toBeTruthy();
  expect((await api(page).post('/api/verifyOtp', { data: { phone: me.phone, otp, purpose: 'register' } })).status()).toBe(200);
  const reg = await api(page).post('/api/register', {
    data: { phone: me.phone, email: me.email, password: me.password, branch: 1, consent_terms: true, consent_marketing: true },
  });
  expect(reg.status()).toBe(200);
  return me;
}
