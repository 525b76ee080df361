/** Local e-mail provider: messages land in the email_outbox table instead of a mailbox. */
import type { EmailProvider } from './types';
import * as clock from '../../lib/clock';

export function outboxEmail(db: D1Database): EmailProvider {
  return {
    async send(m) {
      await db
        .prepare('INSERT INTO email_outbox (to_email, subject, body, created_at) VALUES (?1, ?2, ?3, ?4)')
        .bind(m.to, m.subject, m.body, clock.now())
        .run();
    },
  };
}

export interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
  created_at: number;
}

/** Newest first, optionally for one address. */
export async function readEmailOutbox(db: D1Database, opts: { to?: string; limit?: number } = {}): Promise<OutboxEmail[]> {
  const { results } = await db
    .prepare(
      `SELECT to_email AS "to", subject, body, created_at FROM email_outbox
        WHERE (?1 IS NULL OR to_email = ?1 COLLATE NOCASE) ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(opts.to ?? null, opts.limit ?? 20)
    .all<OutboxEmail>();
  return results;
}
