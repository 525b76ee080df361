/**
 * E-mail adapter: an HTTP e-mail API when EMAIL_API_URL and EMAIL_API_KEY are set; the local outbox
 * table (readable at /api/dev/email-outbox) only in development. Anywhere else without the secrets it
 * refuses to send (fails closed), so production never pretends a confirmation went out.
 */
import { isDevelopment, type Env } from '../../env';
import { httpEmail } from './http';
import { outboxEmail } from './outbox';
import type { EmailProvider } from './types';
export type { EmailMessage, EmailProvider } from './types';

export function emailProvider(env: Env): EmailProvider {
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY)
    return httpEmail(env.EMAIL_API_URL, env.EMAIL_API_KEY, env.EMAIL_FROM ?? 'orders@haatfresh.in');
  if (isDevelopment(env)) return outboxEmail(env.DB);
  return {
    async send() {
      throw new Error('E-mail is not configured (EMAIL_API_URL / EMAIL_API_KEY)');
    },
  };
}
