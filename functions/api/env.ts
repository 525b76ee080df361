import type { SessionUser } from '../../src/lib/domain/types';

export type { SessionUser };

/**
 * The Worker's environment. Bindings and [vars] come from wrangler.toml through `wrangler types`
 * (worker-configuration.d.ts; run `npm run types` after changing wrangler.toml): DB, ASSETS,
 * ENVIRONMENT ("development" enables dev-only routes such as the SMS outbox), STORE_NAME. Below are
 * what wrangler.toml cannot declare: secrets (`wrangler secret put`) and optional vars, each optional
 * because a missing one turns its feature off or takes its default.
 */
export interface Env extends WorkerBindings {
  /**
   * Development only: the clock every request starts on unless its x-dev-now header says otherwise,
   * written as that header is (functions/api/lib/clock.ts); the browser journeys' server runs on it.
   */
  DEV_NOW?: string;
  /** Seconds catalogue answers and guest catalogue pages stay in the isolate's memory (default 30; 0 = off). */
  CATALOGUE_CACHE_SECONDS?: string;
  // Secrets. When a provider's secrets are missing the local simulator is used.
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  /** Secret for the local test payment provider's signatures (a default is used when unset). */
  TEST_PAYMENT_SECRET?: string;
  /**
   * Key for the HMAC of stored OTP codes (`wrangler secret put OTP_SECRET`). Unset: a fixed dev key in
   * development; anywhere else OTP send/verify is off (fail closed, logged loudly).
   */
  OTP_SECRET?: string;
  /**
   * Key of the festival preview links' HMAC (`wrangler secret put PREVIEW_SECRET`; the editor signs with
   * the same value). Unset: a fixed dev key in development; anywhere else preview links are refused.
   */
  PREVIEW_SECRET?: string;
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  /** Languages whose SMS templates are DLT-registered, e.g. "en,kn,hi" (default "en"): others get English. */
  SMS_LANGS?: string;
  /** WhatsApp Business Cloud API (docs/whatsapp.md): a system user's access token and the sender's phone number id. */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  /** Languages whose WhatsApp templates Meta has approved, e.g. "en,kn,hi" (default "en"): others get English. */
  WHATSAPP_LANGS?: string;
  REWARDS_API_URL?: string;
  REWARDS_API_KEY?: string;
  INSTORE_API_URL?: string;
  INSTORE_API_KEY?: string;
  /** Deadline for each rewards/POS call in ms (default 4000). */
  SERVICE_TIMEOUT_MS?: string;
  /** Development only: makes the local rewards/POS simulators answer this many ms late. */
  SIM_DELAY_MS?: string;
  /** E-mail API (order confirmations): POST JSON { from, to, subject, text } with a Bearer key. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  /** The shop's public origin for links in e-mails, e.g. https://haatfresh.in */
  SITE_URL?: string;
  /** Sender address for e-mails (default orders@haatfresh.in). */
  EMAIL_FROM?: string;
  /** Local test payment provider only: "fail" makes its refunds fail (tests of the refund retry). */
  TEST_REFUND_OUTCOME?: string;
}

/** A signed-in staff member (staff_session cookie); never a customer. */
export interface StaffMember {
  id: number;
  mobile: string;
  name: string;
  role: 'manager' | 'branch' | 'rider';
  /** null for the manager (every branch) */
  branch_id: number | null;
}

export interface Variables {
  user: SessionUser | null;
  sessionId: string | null;
  staff: StaffMember | null;
  staffSessionId: string | null;
  /** The route's answer is the same for everyone and may be cached (middleware/private-answers.ts). */
  shareable: boolean;
}

export type AppEnv = { Bindings: Env; Variables: Variables };

export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}
