import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { say, shopperLang } from '../lang';
import { startSession } from '../middleware/session';
import { userSummary, rememberCustomerLang, signInWithOtp, startOtpSignIn } from '../services/account';
import { validate } from '../validate';
import { checkMobileSchema, signInOtpSchema } from '../../../src/lib/domain/account/account-schemas';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * Sign-in with an OTP (issue 34; services/account/sign-in-otp.ts). `new_customer` tells the form that the
 * code sent is a registration code (the number is not a customer's yet): the same number would get
 * a 409 from checkMobile, so it says nothing the registration flow does not.
 */
export const signInOtpRoutes = new Hono<AppEnv>()
  .post('/signInOtp', validate('json', checkMobileSchema), async (c) => {
    const { newCustomer } = await startOtpSignIn(c.env, c.req.raw.headers, c.req.valid('json').phone, shopperLang(c));
    return c.json({
      status: 1 as const,
      message: say(c, newCustomer ? said('otpSentRegister') : said('otpSentForgot')),
      new_customer: newCustomer,
    });
  })
  .post('/signInWithOtp', validate('json', signInOtpSchema), async (c) => {
    const { phone, otp } = c.req.valid('json');
    const user = await signInWithOtp(c.env, c.req.raw.headers, phone, otp);
    // a fresh token on every sign-in: a session id planted before is never promoted (session-cookie.ts)
    await startSession(c, user.id);
    await rememberCustomerLang(c.env.DB, user.id, shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, said('loginSuccess')), response: userSummary(user) });
  });
