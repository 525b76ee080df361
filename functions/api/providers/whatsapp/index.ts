/**
 * WhatsApp adapter: Meta's Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set; in
 * development only, the local outbox table (readable at /api/dev/whatsapp-outbox). Elsewhere without
 * them WhatsApp is off (logged loudly once, "FAIL CLOSED"): no update goes on WhatsApp, the shopper
 * gets it by SMS instead (src/lib/domain/orders/order-updates.ts) and the account page says WhatsApp is
 * not available.
 */
import { DEFAULT_LANG, type Lang } from '../../../../src/lib/domain/i18n/langs';
import type { Env } from '../../env';
import { featureMode } from '../feature-off';
import { httpWhatsApp } from './http';
import { outboxWhatsApp } from './outbox';
import type { WhatsAppProvider } from './types';
export type { WhatsAppProvider } from './types';

/** The adapter, or null when WhatsApp is off in this deploy. */
export function whatsappProvider(env: Env): WhatsAppProvider | null {
  const mode = featureMode(env, 'whatsapp');
  if (mode === 'real') return httpWhatsApp(env.WHATSAPP_TOKEN!, env.WHATSAPP_PHONE_NUMBER_ID!);
  if (mode === 'local') return outboxWhatsApp(env.DB);
  return null;
}

export function whatsappOn(env: Env): boolean {
  return featureMode(env, 'whatsapp') !== 'off';
}

/**
 * The language of a template message: Meta sends only translations it approved, so through the real
 * API a Kannada or Hindi template goes only when WHATSAPP_LANGS lists it; otherwise English. The
 * development outbox shows every language.
 */
export function whatsappLang(env: Env, lang: Lang): Lang {
  if (featureMode(env, 'whatsapp') !== 'real') return lang;
  const approved = (env.WHATSAPP_LANGS ?? DEFAULT_LANG).split(',').map((l) => l.trim());
  return approved.includes(lang) ? lang : DEFAULT_LANG;
}
