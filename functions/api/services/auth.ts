/**
 * Becoming and staying a customer: registration after a verified OTP, login with rate limits,
 * password reset and change. Sessions themselves live in middleware/session.ts.
 */
import { findBranch } from '../db/locations';
import {
  emailTaken,
  endAllSessionsStatement,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  phoneTaken,
  setPasswordStatement,
  type UserRow,
} from '../db/users';
import type { Env } from '../env';
import { ShopError } from '../errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { clientIp, giveBack, RATE_RULES, takeRate } from './rate-limit';
import { consumeOtp, limitOtpSend, requireVerifiedOtp, sendOtp } from './otp';
import {
  ACCOUNT_MSG,
  MARKETING_CONSENT_VERSION,
  TERMS_VERSION,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
} from '../../../src/lib/domain/account-schemas';
import { MOBILE_RE } from '../../../src/lib/domain/schemas';

export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  photo: string;
}

export function userSummary(u: UserRow): UserSummary {
  return { id: u.id, first_name: u.first_name, last_name: u.last_name, phone: u.phone, email: u.email, photo: u.photo };
}

/** POST checkMobile: a code for a number that is not registered yet. */
export async function startRegistration(env: Env, headers: Headers, phone: string): Promise<void> {
  await limitOtpSend(env.DB, headers, phone);
  if (await phoneTaken(env.DB, phone)) throw new ShopError(ACCOUNT_MSG.mobileTaken, 409);
  await sendOtp(env, phone, 'register');
}

/** POST forgetpassword: texts a code only to a registered number, but answers the same either way. */
export async function startPasswordReset(env: Env, headers: Headers, mobile: string): Promise<void> {
  await limitOtpSend(env.DB, headers, mobile);
  const user = await findUserByPhone(env.DB, mobile);
  if (user) await sendOtp(env, mobile, 'forgot');
}

export async function register(db: D1Database, input: RegisterInput, otpProof: string | undefined, now = Date.now()): Promise<number> {
  // every check that can fail comes before the code is used up, so a typo does not cost an OTP
  await requireVerifiedOtp(db, input.phone, 'register', otpProof, now);
  if (await phoneTaken(db, input.phone)) throw new ShopError(ACCOUNT_MSG.mobileTaken, 409);
  if (await emailTaken(db, input.email)) throw new ShopError(ACCOUNT_MSG.emailTaken, 409);
  if (!(await findBranch(db, input.branch))) throw new ShopError(ACCOUNT_MSG.branchRequired, 400);
  const pw = await hashPassword(input.password);
  await consumeOtp(db, input.phone, 'register', otpProof, now);
  try {
    return await insertUser(db, {
      phone: input.phone,
      email: input.email,
      password_hash: pw.hash,
      password_salt: pw.salt,
      password_iterations: pw.iterations,
      branch_id: input.branch,
      consent_terms_at: now,
      consent_terms_version: TERMS_VERSION,
      consent_marketing_at: input.consent_marketing ? now : null,
      consent_marketing_version: input.consent_marketing ? MARKETING_CONSENT_VERSION : null,
      created_at: now,
    });
  } catch (err) {
    // lost a race with another registration of the same phone or email
    if (String(err).includes('UNIQUE')) throw new ShopError(String(err).includes('email') ? ACCOUNT_MSG.emailTaken : ACCOUNT_MSG.mobileTaken, 409);
    throw err;
  }
}

// Unknown names still cost one PBKDF2 run, so response time does not reveal who is registered.
let dummyHash: Promise<{ hash: string; salt: string; iterations: number }> | null = null;

/**
 * Checks the password for a mobile number or an email. Counts the attempt against the name and the
 * IP first; a right password hands the attempt back, so only failures use up the limit.
 */
export async function login(db: D1Database, headers: Headers, input: LoginInput): Promise<UserRow> {
  const name = input.phone.trim();
  const tickets = [await takeRate(db, RATE_RULES.loginPerIp, clientIp(headers))];
  tickets.push(await takeRate(db, RATE_RULES.loginPerAccount, name));
  const user = MOBILE_RE.test(name) ? await findUserByPhone(db, name) : await findUserByEmail(db, name);
  let ok: boolean;
  if (user) {
    ok = await verifyPassword(input.password, user.password_hash, user.password_salt, user.password_iterations);
  } else {
    dummyHash ??= hashPassword('not-a-customer');
    const d = await dummyHash;
    await verifyPassword(input.password, d.hash, d.salt, d.iterations);
    ok = false;
  }
  if (!user || !ok) throw new ShopError(ACCOUNT_MSG.loginFailed, 401);
  await giveBack(db, tickets);
  return user;
}

/** POST user_password_change: a new password after a verified "forgot" code; every session ends. */
export async function resetPassword(db: D1Database, mobile: string, password: string, otpProof: string | undefined, now = Date.now()): Promise<void> {
  await requireVerifiedOtp(db, mobile, 'forgot', otpProof, now);
  const user = await findUserByPhone(db, mobile);
  if (!user) throw new ShopError(ACCOUNT_MSG.otpNotVerified, 403);
  const pw = await hashPassword(password);
  await consumeOtp(db, mobile, 'forgot', otpProof, now);
  await db.batch([setPasswordStatement(db, user.id, pw), endAllSessionsStatement(db, user.id)]);
}

/** POST changePassword (signed in): checks the current password when given; every session ends. */
export async function changePassword(db: D1Database, userId: number, input: ChangePasswordInput): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new ShopError('Please login to continue', 401);
  if (input.old_password !== undefined) {
    const ok = await verifyPassword(input.old_password, user.password_hash, user.password_salt, user.password_iterations);
    if (!ok) throw new ShopError(ACCOUNT_MSG.oldPasswordWrong, 400);
  }
  const pw = await hashPassword(input.password);
  await db.batch([setPasswordStatement(db, user.id, pw), endAllSessionsStatement(db, user.id)]);
}
