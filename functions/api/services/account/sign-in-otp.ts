/**
 * Signing in with a code texted to the mobile (issue 34), offered beside the password at
 * /login/cart: Indian shoppers expect to add to a cart first and prove their number at checkout.
 * It reuses the OTP service as it is: the same send limits (per phone, per IP), the same codes
 * (HMAC, 5 minutes, single use), the same SMS provider (off outside development without its keys:
 * fail closed), and the reset's per-IP caps on wrong codes (otp-guesses.ts), since this code alone
 * opens the account. A number that is not a customer's gets a registration code instead, for the existing
 * registration flow (verifyOtp, then /register).
 */
import { consumeOtpById } from '../../db/account';
import { findUserByPhone, type UserRow } from '../../db/account';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { checkOtp, limitOtpSend, sendOtp } from './otp';
import { clearRate, clientIp, RATE_RULES } from '../rate-limit';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

/** POST signInOtp: texts a sign-in code to a customer's mobile, or a registration code to a new one. */
export async function startOtpSignIn(
  env: Env,
  headers: Headers,
  phone: string,
  lang: Lang,
  now = clock.now(),
): Promise<{ newCustomer: boolean }> {
  const user = await findUserByPhone(env.DB, phone);
  const purpose = user ? 'signin' : 'register';
  const tickets = await limitOtpSend(env.DB, headers, phone, purpose);
  await sendOtp(env, phone, purpose, tickets, now, lang);
  return { newCustomer: !user };
}

/** POST signInWithOtp: the customer whose mobile this code was texted to; the code is spent. */
export async function signInWithOtp(env: Env, headers: Headers, phone: string, code: string, now = clock.now()): Promise<UserRow> {
  const user = await findUserByPhone(env.DB, phone);
  if (!user) throw new ShopError(said('otpInvalidForgot'), 400);
  // wrong guesses cost the guesser's IP, never the owner's number (otp-guesses.ts)
  const otp = await checkOtp(env, phone, 'signin', code, clientIp(headers), now);
  // single use: of two requests with the same code, one signs in
  if (!(await consumeOtpById(env.DB, otp.id, now))) throw new ShopError(said('otpInvalidForgot'), 400);
  // the owner proved the number: wrong passwords typed before (by anyone) no longer ask for an OTP
  await clearRate(env.DB, RATE_RULES.loginPerAccount, user.phone);
  return user;
}
