/**
 * Fail closed: outside development a feature whose secrets are missing is off, never quietly served
 * by a simulator, outbox or test provider (those would hand out goods, read OTPs or invent points).
 * Each off feature is logged loudly once per isolate, so a deploy without its secrets shows up in
 * `wrangler tail` / the dashboard logs at the first request that touches it.
 */
import { ORDER_UPDATES_MSG } from '../../../src/lib/domain/orders/order-updates';
import { isDevelopment, type Env } from '../env';

export const FEATURE_OFF_MSG = {
  onlinePayment: 'Online payment is not available right now. Please choose cash on delivery or reward points.',
  sms: 'SMS is not configured',
  // order updates fall back to SMS (src/lib/domain/orders/order-updates.ts)
  whatsapp: ORDER_UPDATES_MSG.whatsappOff,
  rewards: 'Reward points are not available right now. Please choose cash on delivery.',
  pos: 'In-store bills are not available right now.',
  settlements: 'Settlement reconciliation is off: the Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET) are not set.',
} as const;

export type Feature = keyof typeof FEATURE_OFF_MSG;

/** The secrets each feature needs; any one missing turns it off outside development. */
const NEEDS: Record<Feature, (keyof Env)[]> = {
  onlinePayment: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  sms: ['SMS_API_URL', 'SMS_API_KEY'],
  whatsapp: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
  rewards: ['REWARDS_API_URL'],
  pos: ['INSTORE_API_URL'],
  // reads the settlements of the same Razorpay account the payments go to
  settlements: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
};

/** Features only staff meet: the log names who reads the refusal. */
const STAFF_ONLY: ReadonlySet<string> = new Set<Feature>(['settlements']);

const told = new Set<string>();

export function missingSecrets(env: Env, feature: Feature): string[] {
  return NEEDS[feature].filter((name) => !env[name]);
}

/** Logs, once per isolate, that `feature` is off and why. */
export function reportFeatureOff(feature: Feature | 'paymentWebhook', missing: string[]): void {
  if (told.has(feature)) return;
  told.add(feature);
  console.error(
    `FAIL CLOSED: ${feature} is OFF in this deploy: ${missing.join(', ')} not set and ENVIRONMENT is not "development". ` +
      `${STAFF_ONLY.has(feature) ? 'Staff see' : 'Shoppers see'}: "${feature === 'paymentWebhook' ? 'payment webhooks are refused' : FEATURE_OFF_MSG[feature]}". ` +
      'Set the secret(s) with wrangler secret put.',
  );
}

/**
 * What to use for `feature`: the real service when its secrets are set, the local stand-in in
 * development, otherwise 'off' (and the loud log).
 */
export function featureMode(env: Env, feature: Feature): 'real' | 'local' | 'off' {
  const missing = missingSecrets(env, feature);
  if (missing.length === 0) return 'real';
  if (isDevelopment(env)) return 'local';
  reportFeatureOff(feature, missing);
  return 'off';
}

/** Every feature that is off in this environment, logged at once (the Worker entry calls it on its first request). */
export function reportFeaturesOff(env: Env): Feature[] {
  return (Object.keys(NEEDS) as Feature[]).filter((f) => featureMode(env, f) === 'off');
}
