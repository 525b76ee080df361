import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { endSession, requireUser, currentUser, startSession } from '../middleware/session';
import {
  changePassword,
  login,
  register,
  resetPassword,
  startLoginOtp,
  startPasswordReset,
  startRegistration,
  userSummary,
  rememberCustomerLang,
  OTP_VERIFIED,
  verifyOtp,
} from '../services/account';
import { say, shopperLang } from '../lang';
import { clientIp } from '../services/rate-limit';
import { validate } from '../validate';
import {
  changePasswordSchema,
  checkMobileSchema,
  forgotSchema,
  loginOtpSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyOtpSchema,
  type OtpPurpose,
} from '../../../src/lib/domain/account/account-schemas';
import { OTP_VERIFIED_WINDOW_MS } from '../../../src/lib/domain/account/otp-template';
import { said } from '../../../src/lib/domain/i18n/said';

/** The browser that verified a code holds its proof here; only /api requests carry it. */
const proofCookie = (purpose: OtpPurpose) => `otp_${purpose}`;

function keepOtpProof(c: Context<AppEnv>, purpose: OtpPurpose, proof: string) {
  setCookie(c, proofCookie(purpose), proof, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/api',
    maxAge: Math.floor(OTP_VERIFIED_WINDOW_MS / 1000),
  });
}

function dropOtpProof(c: Context<AppEnv>, purpose: OtpPurpose) {
  deleteCookie(c, proofCookie(purpose), { path: '/api', secure: true });
}

/**
 * Sign-up, login, logout and passwords (SPEC §7 checkMobile, verify, register, login,
 * forgetpassword, user_password_change, changePassword; loginOtp is ours: the OTP step of a login
 * past the wrong-password limit). No answer ever carries an OTP.
 */
export const authRoutes = new Hono<AppEnv>()
  .post('/checkMobile', validate('json', checkMobileSchema), async (c) => {
    await startRegistration(c.env, c.req.raw.headers, c.req.valid('json').phone, shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, said('otpSentRegister')) });
  })
  .post('/verifyOtp', validate('json', verifyOtpSchema), async (c) => {
    const { phone, otp, purpose } = c.req.valid('json');
    const proof = await verifyOtp(c.env, phone, purpose, otp, clientIp(c.req.raw.headers));
    keepOtpProof(c, purpose, proof);
    return c.json({ status: 1 as const, message: say(c, OTP_VERIFIED[purpose]) });
  })
  .post('/register', validate('json', registerSchema), async (c) => {
    const userId = await register(c.env.DB, c.req.valid('json'), getCookie(c, proofCookie('register')));
    await rememberCustomerLang(c.env.DB, userId, shopperLang(c));
    dropOtpProof(c, 'register');
    return c.json({ status: 1 as const, message: say(c, said('registerSuccess')) });
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const user = await login(c.env, c.req.raw.headers, c.req.valid('json'));
    // a fresh token on every sign-in: a session id planted before is never promoted (session-cookie.ts)
    await startSession(c, user.id);
    await rememberCustomerLang(c.env.DB, user.id, shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, said('loginSuccess')), response: userSummary(user) });
  })
  .post('/loginOtp', validate('json', loginOtpSchema), async (c) => {
    await startLoginOtp(c.env, c.req.raw.headers, c.req.valid('json').phone, shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, said('otpSentForgot')) });
  })
  .post('/logout', async (c) => {
    await endSession(c);
    return c.json({ status: 1 as const, message: say(c, said('srv.loggedOut')) });
  })
  .post('/forgetpassword', validate('json', forgotSchema), async (c) => {
    await startPasswordReset(c.env, c.req.raw.headers, c.req.valid('json').mobile, shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, said('otpSentForgot')) });
  })
  .post('/user_password_change', validate('json', resetPasswordSchema), async (c) => {
    const { mobile, password } = c.req.valid('json');
    await resetPassword(c.env.DB, mobile, password, getCookie(c, proofCookie('forgot')));
    dropOtpProof(c, 'forgot');
    return c.json({ status: 1 as const, message: say(c, said('srv.passwordChanged')) });
  })
  .post('/changePassword', requireUser(), validate('json', changePasswordSchema), async (c) => {
    await changePassword(c.env.DB, currentUser(c).id, c.get('sessionId')!, c.req.valid('json'));
    return c.json({ status: 1 as const, message: say(c, said('srv.passwordChanged')) });
  });
