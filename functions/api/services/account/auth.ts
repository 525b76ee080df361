/**
 * Becoming and staying a customer: registration after a verified OTP, login with rate limits,
 * password reset and change. Sessions themselves live in middleware/session.ts.
 */
import { findBranch } from '../../db/locations';
import {
  emailTaken,
  endAllSessionsStatement,
  endOtherSessionsStatement,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  phoneTaken,
  setPasswordStatement,
  type UserRow,
} from '../../db/account';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { consumeOtpById } from '../../db/account';
import { atLimit, clearRate, clientIp, giveBack, hitRate, RATE_RULES, takeRate } from '../rate-limit';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { checkOtp, consumeOtp, limitOtpSend, requireVerifiedOtp, sendOtp, type OtpClaim } from './otp';
import {
  MARKETING_CONSENT_VERSION,
  TERMS_VERSION,
  type ChangePasswordInput,
  type LoginInput,
  type OtpPurpose,
  type RegisterInput,
} from '../../../../src/lib/domain/account/account-schemas';
import { MOBILE_RE } from '../../../../src/lib/domain/schemas';
import type { UserSummary } from '../../../../src/lib/domain/types';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export function userSummary(u: UserRow): UserSummary {
  return { id: u.id, first_name: u.first_name, last_name: u.last_name, phone: u.phone, email: u.email, photo: u.photo };
}

/** POST checkMobile: a code for a number that is not registered yet. */
/** The code's SMS is in `lang`, the language of the page that asked (the shopper is reading it now). */
export async function startRegistration(env: Env, headers: Headers, phone: string, lang: Lang = 'en'): Promise<void> {
  const tickets = await limitOtpSend(env.DB, headers, phone, 'register');
  if (await phoneTaken(env.DB, phone)) throw new ShopError(said('srv.mobileTaken'), 409);
  await sendOtp(env, phone, 'register', tickets, clock.now(), lang);
}

/** POST forgetpassword: texts a code only to a registered number, but answers the same either way. */
export async function startPasswordReset(env: Env, headers: Headers, mobile: string, lang: Lang = 'en'): Promise<void> {
  const tickets = await limitOtpSend(env.DB, headers, mobile, 'forgot');
  const user = await findUserByPhone(env.DB, mobile);
  if (user) await sendOtp(env, mobile, 'forgot', tickets, clock.now(), lang);
}

function findByLoginName(db: D1Database, name: string): Promise<UserRow | null> {
  return MOBILE_RE.test(name) ? findUserByPhone(db, name) : findUserByEmail(db, name);
}

/**
 * The wrong-password counter's subject: the ACCOUNT (its mobile), whichever of mobile or e-mail was
 * typed, so the two names do not give twice the guesses. Unknown names count under the name itself
 * and get the same answers, so the limit does not reveal who is registered.
 */
function accountSubject(user: UserRow | null, name: string): string {
  return user ? user.phone : name;
}

const LOGIN_OTP: OtpPurpose = 'login';

/**
 * POST loginOtp: texts a login code to the account's mobile, only while the account is past the
 * wrong-password limit (nothing else needs one); answers the same for any name, known or not.
 */
export async function startLoginOtp(env: Env, headers: Headers, name: string, lang: Lang = 'en'): Promise<void> {
  const user = await findByLoginName(env.DB, name.trim());
  const tickets = await limitOtpSend(env.DB, headers, accountSubject(user, name.trim()), LOGIN_OTP);
  if (user && (await atLimit(env.DB, RATE_RULES.loginPerAccount, user.phone)))
    await sendOtp(env, user.phone, 'login', tickets, clock.now(), lang);
}

export async function register(db: D1Database, input: RegisterInput, otpProof: string | undefined, now = clock.now()): Promise<number> {
  // every check that can fail comes before the code is used up, so a typo does not cost an OTP
  const claim: OtpClaim = { phone: input.phone, purpose: 'register', proof: otpProof };
  await requireVerifiedOtp(db, claim, now);
  if (await phoneTaken(db, input.phone)) throw new ShopError(said('srv.mobileTaken'), 409);
  if (await emailTaken(db, input.email)) throw new ShopError(said('srv.emailTaken'), 409);
  if (!(await findBranch(db, input.branch))) throw new ShopError(said('srv.branchRequired'), 400);
  const pw = await hashPassword(input.password);
  await consumeOtp(db, claim, now);
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
    if (String(err).includes('UNIQUE'))
      throw new ShopError(String(err).includes('email') ? said('srv.emailTaken') : said('srv.mobileTaken'), 409);
    throw err;
  }
}

// Unknown names still cost one PBKDF2 run, so response time does not reveal who is registered.
let dummyHash: Promise<{ hash: string; salt: string; iterations: number }> | null = null;

async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  if (user) return verifyPassword(password, user.password_hash, user.password_salt, user.password_iterations);
  dummyHash ??= hashPassword('not-a-customer');
  const d = await dummyHash;
  await verifyPassword(password, d.hash, d.salt, d.iterations);
  return false;
}

/**
 * Checks the password for a mobile number or an email. Counts the attempt against the IP and the
 * account first; a right password hands the attempts back, so only failures use up the limits.
 *
 * Past the account's limit (5 wrong passwords in 15 minutes) the right password alone no longer
 * logs in: the answer asks for an OTP (`otp_required`), texted to the account's mobile by POST
 * loginOtp, and password + code log in. We chose this over refusing (a stranger typing 5 wrong
 * passwords could keep the owner out for ever) and over a growing delay (the same stranger could
 * still push the owner's wait up without end, while the OTP step costs the owner one text and the
 * stranger everything: without the phone no password guess is even checked). Each code pays for one
 * password try, so holding a code does not reopen guessing. A login through the OTP step starts
 * the account's count again.
 */
export async function login(env: Env, headers: Headers, input: LoginInput, now = clock.now()): Promise<UserRow> {
  const db = env.DB;
  const name = input.phone.trim();
  const ipTicket = await takeRate(db, RATE_RULES.loginPerIp, clientIp(headers), now);
  const user = await findByLoginName(db, name);
  const subject = accountSubject(user, name);
  const account = await hitRate(db, RATE_RULES.loginPerAccount, subject, now);
  let otpId: number | null = null;
  if (account.over) {
    // asking for the code, or a wrong code, is not a password guess: neither counts against the account
    await giveBack(db, [account.ticket]);
    if (input.otp === undefined) throw new ShopError(said('srv.loginOtpRequired'), 401, { otp_required: true });
    if (!user) throw new ShopError(said('otpInvalidForgot'), 400, { otp_required: true });
    const otp = await checkOtp(env, user.phone, LOGIN_OTP, input.otp, clientIp(headers), now).catch((err: unknown) => {
      if (err instanceof ShopError) throw new ShopError(err.said, err.httpStatus, { otp_required: true });
      throw err;
    });
    // the code is spent by this one password try, right or wrong (a parallel try loses here)
    if (!(await consumeOtpById(db, otp.id, now))) throw new ShopError(said('otpInvalidForgot'), 400, { otp_required: true });
    otpId = otp.id;
  }
  const ok = await passwordMatches(user, input.password);
  if (!user || !ok) {
    if (otpId !== null) await hitRate(db, RATE_RULES.loginPerAccount, subject, now);
    // from the failure that reaches the limit on, the form shows the OTP step
    const atOrOver = account.over || account.count >= RATE_RULES.loginPerAccount.limit;
    throw new ShopError(said('srv.loginFailed'), 401, atOrOver ? { otp_required: true } : {});
  }
  if (otpId !== null) await clearRate(db, RATE_RULES.loginPerAccount, subject);
  else await giveBack(db, [account.ticket]);
  await giveBack(db, [ipTicket]);
  return user;
}

/**
 * The current password, before a password or e-mail change: wrong ones count against the same
 * per-account limit as login (past it: 429 "Too many attempts…"), so a stolen session cannot be
 * used to guess it.
 */
export async function checkCurrentPassword(db: D1Database, user: UserRow, password: string | undefined, now = clock.now()): Promise<void> {
  if (!password) throw new ShopError(said('srv.currentPasswordRequired'), 400);
  const ticket = await takeRate(db, RATE_RULES.loginPerAccount, user.phone, now);
  const ok = await verifyPassword(password, user.password_hash, user.password_salt, user.password_iterations);
  if (!ok) throw new ShopError(said('srv.oldPasswordWrong'), 400);
  await giveBack(db, [ticket]);
}

/** POST user_password_change: a new password after a verified "forgot" code; every session ends. */
export async function resetPassword(
  db: D1Database,
  mobile: string,
  password: string,
  otpProof: string | undefined,
  now = clock.now(),
): Promise<void> {
  const claim: OtpClaim = { phone: mobile, purpose: 'forgot', proof: otpProof };
  await requireVerifiedOtp(db, claim, now);
  const user = await findUserByPhone(db, mobile);
  if (!user) throw new ShopError(said('srv.otpNotVerified'), 403);
  const pw = await hashPassword(password);
  await consumeOtp(db, claim, now);
  await db.batch([setPasswordStatement(db, user.id, pw), endAllSessionsStatement(db, user.id)]);
  // the owner proved the mobile: wrong passwords typed before (by anyone) no longer ask for an OTP
  await clearRate(db, RATE_RULES.loginPerAccount, user.phone);
}

/**
 * POST changePassword (signed in): needs the current password; every OTHER session ends (one left
 * open elsewhere, or a stolen one, is logged out), the one making the change stays.
 */
export async function changePassword(db: D1Database, userId: number, sessionId: string, input: ChangePasswordInput): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
  await checkCurrentPassword(db, user, input.old_password);
  const pw = await hashPassword(input.password);
  await db.batch([setPasswordStatement(db, user.id, pw), endOtherSessionsStatement(db, user.id, sessionId)]);
}
