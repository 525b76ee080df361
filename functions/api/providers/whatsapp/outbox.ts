/** Local WhatsApp provider: template messages land in the whatsapp_outbox table instead of a phone. */
import type { WhatsAppProvider } from './types';
import * as clock from '../../lib/clock';

export function outboxWhatsApp(db: D1Database): WhatsAppProvider {
  return {
    async send(phone, m) {
      await db
        .prepare('INSERT INTO whatsapp_outbox (phone, template, lang, params, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(phone, m.template, m.lang, JSON.stringify(m.params), m.text, clock.now())
        .run();
    },
  };
}

export interface WhatsAppOutboxMessage {
  phone: string;
  template: string;
  lang: string;
  params: string[];
  body: string;
  created_at: number;
}

/** Newest first, optionally for one phone. */
export async function readWhatsAppOutbox(db: D1Database, opts: { phone?: string; limit?: number } = {}): Promise<WhatsAppOutboxMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT phone, template, lang, params, body, created_at FROM whatsapp_outbox
        WHERE (?1 IS NULL OR phone = ?1) ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(opts.phone ?? null, opts.limit ?? 20)
    .all<Omit<WhatsAppOutboxMessage, 'params'> & { params: string }>();
  return results.map((r) => ({ ...r, params: JSON.parse(r.params) as string[] }));
}
