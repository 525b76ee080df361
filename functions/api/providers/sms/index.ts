/**
 * SMS adapter: a real HTTP gateway when SMS_API_URL and SMS_API_KEY are set, otherwise the local
 * outbox table (readable at /api/dev/outbox in development).
 */
import type { Env } from '../../env';
import { httpSms } from './http';
import { outboxSms } from './outbox';

export interface SmsProvider {
  /** Delivers one text to a 10-digit Indian mobile number; rejects when it could not. */
  send(phone: string, body: string): Promise<void>;
}

export function smsProvider(env: Env): SmsProvider {
  if (env.SMS_API_URL && env.SMS_API_KEY) return httpSms(env.SMS_API_URL, env.SMS_API_KEY);
  return outboxSms(env.DB);
}
