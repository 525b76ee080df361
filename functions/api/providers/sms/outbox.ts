/** Local SMS provider: messages land in the sms_outbox table instead of a phone. */
import type { SmsProvider } from './types';
import * as clock from '../../lib/clock';

export function outboxSms(db: D1Database): SmsProvider {
  return {
    async send(phone, body) {
      await db.prepare('INSERT INTO sms_outbox (phone, body, created_at) VALUES (?1, ?2, ?3)').bind(phone, body, clock.now()).run();
    },
  };
}

export interface OutboxMessage {
  phone: string;
  body: string;
  created_at: number;
}

/** Newest first, optionally for one phone. */
export async function readOutbox(db: D1Database, opts: { phone?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT phone, body, created_at FROM sms_outbox
        WHERE (?1 IS NULL OR phone = ?1) ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(opts.phone ?? null, opts.limit ?? 20)
    .all<OutboxMessage>();
  return results;
}
