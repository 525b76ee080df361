/**
 * Account rules (SPEC §5) as zod schemas, shared by the sign-in/account forms and the API: login,
 * mobile check, OTP, registration, forgot/change password, profile update and the address form.
 * The forms parse the same schema the route validates, so a rule and its message live only here.
 * A rule's message is a catalogue key (i18n/said-rule.ts): the srv.* key the API has always
 * answered with, so the wire's code and words stay; a counted one takes zod's bound as {max}.
 */
import { ADDRESS_TYPES } from './address-types';
import { z } from 'zod';
import { addressLandmarkField } from '../checkout/slot-schemas';
import { MOBILE_RE, PINCODE_RE } from '../schemas';
import type { MessageKey } from '../i18n/en';
import { ruleSaid, type RuleSaid } from '../i18n/said-rule';
import { said, type Said } from '../i18n/said';

export function tooManyAttemptsMessage(minutes: number): Said {
  const n = Math.max(1, Math.ceil(minutes));
  return n === 1 ? said('srv.tryAgainMinute') : said('srv.tryAgainMinutes', { n });
}

/** SPEC §9: passwords are 6–25 characters, 6–50 at registration. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 25;
export const REGISTER_PASSWORD_MAX = 50;
export const TERMS_VERSION = '2026-11';
/** Wording version of the optional marketing consent (newsletter, offers) on the register form. */
export const MARKETING_CONSENT_VERSION = '2026-11';
export const MAX_ADDRESSES = 20;
/** The stored profile photo is a data: URL of at most this many characters (the API body cap is 256 KB). */
export const PHOTO_MAX_CHARS = 200 * 1024;
/** The browser scales the photo so its longer side is at most this many pixels. */
export const PHOTO_MAX_PX = 256;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const numberToString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const requiredText = (message: MessageKey, max: number) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, 'acct.msg.atMost');

export const mobileField = z
  .preprocess(numberToString, z.string({ required_error: 'srv.mobileRequired', invalid_type_error: 'srv.mobileRequired' }))
  .pipe(z.string().trim().min(1, 'srv.mobileRequired').regex(MOBILE_RE, 'srv.mobileInvalid'));

export const passwordField = (max: number) =>
  z
    .string({ required_error: 'srv.passwordRequired', invalid_type_error: 'srv.passwordRequired' })
    .min(1, 'srv.passwordRequired')
    .min(PASSWORD_MIN, 'srv.passwordShort')
    .max(max, 'acct.msg.passwordAtMost');

export const emailField = z
  .string({ required_error: 'srv.emailRequired', invalid_type_error: 'srv.emailRequired' })
  .trim()
  .min(1, 'srv.emailRequired')
  .max(254, 'emailInvalid')
  .email('emailInvalid');

/** SPEC §5 register: the email must end with @gmail.com. */
export const gmailField = emailField.refine((v) => /@gmail\.com$/i.test(v), 'srv.gmailOnly');

export const otpField = z
  .preprocess(numberToString, z.string({ required_error: 'srv.otpRequired', invalid_type_error: 'srv.otpRequired' }))
  .pipe(
    z
      .string()
      .trim()
      .min(1, 'srv.otpRequired')
      .regex(/^[0-9]{6}$/, 'srv.otpInvalid'),
  );

/**
 * Purposes a browser may verify on its own (POST verifyOtp); 'login' codes are checked by login
 * itself, 'signin' codes by signInWithOtp (a guest signing in at checkout, issue 34).
 */
export const OTP_PURPOSES = ['register', 'forgot'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number] | 'login' | 'signin';

const positiveId = (message: MessageKey) =>
  z.preprocess(blankToUndefined, z.coerce.number({ required_error: message, invalid_type_error: message }).int(message).positive(message));

// ---------- sign-in ----------

/**
 * SPEC §5 caps the login password at 25, but registration allows 50: accepting up to 50 here keeps
 * a customer who chose a long password able to log in.
 */
export const loginSchema = z.object({
  phone: requiredText('srv.loginIdRequired', 254),
  password: passwordField(REGISTER_PASSWORD_MAX),
  /** only after too many wrong passwords: the code texted to the account's mobile (POST loginOtp) */
  otp: z.preprocess(blankToUndefined, otpField.optional()),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST loginOtp: the mobile number or email typed at login; the code goes to the account's mobile. */
export const loginOtpSchema = z.object({ phone: requiredText('srv.loginIdRequired', 254) });

export const checkMobileSchema = z.object({ phone: mobileField });

/** POST signInWithOtp: the mobile and the code texted to it by POST signInOtp. */
export const signInOtpSchema = z.object({ phone: mobileField, otp: otpField });

export const verifyOtpSchema = z.object({
  phone: mobileField,
  otp: otpField,
  purpose: z.enum(OTP_PURPOSES).default('register'),
});

export const registerSchema = z.object({
  phone: mobileField,
  email: gmailField,
  password: passwordField(REGISTER_PASSWORD_MAX),
  branch: positiveId('srv.branchRequired'),
  consent_terms: z.literal(true, { errorMap: () => ({ message: 'srv.consentRequired' }) }),
  consent_marketing: z.boolean().optional().default(false),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotSchema = z.object({ mobile: mobileField });

const confirmMatches =
  <T extends { password: string }>(key: keyof T & string, message: MessageKey, required: boolean) =>
  (v: T, ctx: z.RefinementCtx) => {
    const confirm = v[key] as unknown as string | undefined;
    if (confirm === undefined || confirm === '') {
      if (required) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: 'srv.confirmRequired' });
      return;
    }
    if (confirm !== v.password) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message });
  };

const resetBase = z.object({
  mobile: mobileField,
  password: passwordField(PASSWORD_MAX),
  confirm: z.string().max(PASSWORD_MAX).optional(),
});
/** POST user_password_change: confirm is optional on the wire (SPEC §7 sends mobile and password). */
export const resetPasswordSchema = resetBase.superRefine(confirmMatches('confirm', 'passwordMismatchForgot', false));
/** The forgot form's step 3: "Password does't not match" blocks submit. */
export const resetPasswordFormSchema = resetBase.superRefine(confirmMatches('confirm', 'passwordMismatchForgot', true));

/** The password the customer has now: asked before a password or e-mail change (issue 14). */
const currentPasswordField = z
  .string({ required_error: 'srv.currentPasswordRequired', invalid_type_error: 'srv.currentPasswordRequired' })
  .min(1, 'srv.currentPasswordRequired')
  .max(REGISTER_PASSWORD_MAX, 'srv.oldPasswordWrong');

const changeBase = z.object({
  old_password: currentPasswordField,
  password: passwordField(PASSWORD_MAX),
  confirm_password: z.string().max(PASSWORD_MAX).optional(),
});
export const changePasswordSchema = changeBase.superRefine(confirmMatches('confirm_password', 'passwordMismatchForgot', true));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// ---------- profile ----------

const DATA_URL_RE = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export const photoField = z.preprocess(
  blankToUndefined,
  z.string().max(PHOTO_MAX_CHARS, 'srv.photoTooLarge').regex(DATA_URL_RE, 'srv.photoType').optional(),
);

/**
 * SPEC §5 account edit: names and email required; a new password is 6+ and needs a matching confirm.
 * A new password or e-mail also needs the current password (issue 14: a stolen session alone must
 * not be enough to take the account over).
 */
export const profileUpdateSchema = z
  .object({
    first_name: requiredText('srv.firstNameRequired', 50),
    last_name: requiredText('srv.lastNameRequired', 50),
    email: emailField,
    password: z.preprocess(
      blankToUndefined,
      z.string().min(PASSWORD_MIN, 'srv.passwordShort').max(PASSWORD_MAX, 'acct.msg.passwordAtMost').optional(),
    ),
    confirm_password: z.preprocess(blankToUndefined, z.string().max(PASSWORD_MAX).optional()),
    /** required for a new password or a new e-mail (the server knows the e-mail now and checks that) */
    old_password: z.preprocess(blankToUndefined, currentPasswordField.optional()),
    image: photoField,
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined) return;
    if (v.confirm_password === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm_password'], message: 'srv.confirmRequired' });
    } else if (v.confirm_password !== v.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm_password'], message: 'passwordMismatchProfile' });
    }
    if (v.old_password === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['old_password'], message: 'srv.currentPasswordRequired' });
    }
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

// ---------- address ----------

/** SPEC §5: a typed mobile may hold digits, brackets and hyphens; anything else is refused as typed. */
export const MOBILE_TYPING_RE = /^[0-9()\-\s]*$/;

export function isNumericTyping(value: string): boolean {
  return MOBILE_TYPING_RE.test(value);
}

/** SPEC §5: non-numeric pincode input is cleared as it is typed. */
export function pincodeDigits(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, 6);
}

const addressMobile = z
  .preprocess(numberToString, z.string({ required_error: 'srv.mobileRequired', invalid_type_error: 'srv.mobileRequired' }))
  .pipe(
    z
      .string()
      .trim()
      .min(1, 'srv.mobileRequired')
      .regex(MOBILE_TYPING_RE, 'numericOnly')
      .transform((v) => v.replace(/[^0-9]/g, ''))
      .pipe(z.string().regex(MOBILE_RE, 'srv.mobileInvalid')),
  );

const pincodeField = z
  .preprocess(numberToString, z.string({ required_error: 'srv.pincodeRequired', invalid_type_error: 'srv.pincodeRequired' }))
  .pipe(z.string().trim().min(1, 'srv.pincodeRequired').regex(PINCODE_RE, 'srv.pincodeInvalid'));

/** The address form's fields. branch_id is not among them: the server derives it from the pincode. */
export const addressFieldsSchema = z.object({
  firstname: requiredText('srv.firstNameRequired', 50),
  lastname: requiredText('srv.lastNameRequired', 50),
  mobile: addressMobile,
  email: emailField,
  address: requiredText('srv.addressRequired', 300),
  city: positiveId('srv.cityRequired'),
  pincode: pincodeField,
  type: z.preprocess(blankToUndefined, z.enum(ADDRESS_TYPES).default('home')),
  landmark: addressLandmarkField,
});
export type AddressInput = z.infer<typeof addressFieldsSchema>;

/** SPEC §7 sends first_name/last_name on add, firstname/lastname on edit and mobileno from the form. */
function normaliseAddressKeys(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const r = raw as Record<string, unknown>;
  return { ...r, firstname: r.firstname ?? r.first_name, lastname: r.lastname ?? r.last_name, mobile: r.mobile ?? r.mobileno };
}

export const addressSchema = z.preprocess(normaliseAddressKeys, addressFieldsSchema);

// ---------- helpers for forms ----------

/** The first rule broken per field (its key and params), keyed by the field's top-level name. */
export function fieldErrors(error: z.ZodError): Record<string, RuleSaid> {
  const out: Record<string, RuleSaid> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = ruleSaid(issue);
  }
  return out;
}

/** GET /api/userOrders?before=created_at.id: the next (older) page of the customer's orders. */
export const userOrdersQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}\.\d{1,15}$/)
    .optional(),
});
