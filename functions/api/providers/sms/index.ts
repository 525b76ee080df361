/**
 * SMS adapter: a real HTTP gateway when SMS_API_URL and SMS_API_KEY are set; in development only,
 * the local outbox table (readable at /api/dev/outbox). Elsewhere without them SMS is off: every
 * send is refused with "SMS is not configured" (503), so no OTP is ever parked where it can be read.
 */
import { DEFAULT_LANG, type Lang } from '../../../../src/lib/domain/i18n/langs';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { featureMode } from '../feature-off';
import { httpSms } from './http';
import { outboxSms } from './outbox';
import type { SmsProvider } from './types';
import { said } from '../../../../src/lib/domain/i18n/said';
export type { SmsProvider } from './types';

const smsOff: SmsProvider = {
  async send() {
    throw new ShopError(said('srv.featureOff.sms'), 503);
  },
};

export function smsProvider(env: Env): SmsProvider {
  const mode = featureMode(env, 'sms');
  if (mode === 'real') return httpSms(env.SMS_API_URL!, env.SMS_API_KEY!);
  if (mode === 'local') return outboxSms(env.DB);
  return smsOff;
}

/**
 * The language an SMS is written in. Indian operators deliver only texts that match a DLT-registered
 * template, word for word, so a Kannada or Hindi text through a real gateway goes only when SMS_LANGS
 * lists that language (its templates are registered too); otherwise the customer gets the English
 * template, never a text the operator drops. The development outbox shows every language.
 */
export function smsLang(env: Env, lang: Lang): Lang {
  if (featureMode(env, 'sms') !== 'real') return lang;
  const registered = (env.SMS_LANGS ?? DEFAULT_LANG).split(',').map((l) => l.trim());
  return registered.includes(lang) ? lang : DEFAULT_LANG;
}
