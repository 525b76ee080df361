import type { Faq, Notification, ShippingOption } from '../../../../src/lib/domain/types';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';

/** The FAQs in the language (faq_i18n, migration 0020), English where one has no translation. */
export async function listFaqs(db: D1Database, lang: Lang = 'en'): Promise<Faq[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, coalesce(t.title, f.title) AS title, coalesce(t.details, f.details) AS details
         FROM faq f LEFT JOIN faq_i18n t ON t.faq_id = f.id AND t.lang = ?1
        ORDER BY f.sort, f.id`,
    )
    .bind(lang)
    .all<Faq>();
  return results;
}

export async function listNotifications(db: D1Database, limit = 50): Promise<Notification[]> {
  const { results } = await db
    .prepare(
      'SELECT id, image, title, description, url, created_at FROM notification WHERE user_id IS NULL ORDER BY created_at DESC LIMIT ?1',
    )
    .bind(limit)
    .all<Notification>();
  return results;
}

/** Shipping options in their SPEC order: the first applies above ₹1000, the second otherwise. */
export async function listShippingOptions(db: D1Database): Promise<ShippingOption[]> {
  const { results } = await db.prepare('SELECT id, title, price FROM shipping_option ORDER BY sort, id').all<ShippingOption>();
  return results;
}

export async function getSettings(db: D1Database): Promise<Record<string, string>> {
  const { results } = await db.prepare('SELECT key, value FROM setting').all<{ key: string; value: string }>();
  return Object.fromEntries(results.map((r) => [r.key, r.value]));
}
