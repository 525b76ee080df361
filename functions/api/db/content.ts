import type { Ad, Faq, Notification, ShippingOption, Slide } from '../../../src/lib/domain/types';

export async function listSlides(db: D1Database, kind: 'main' | 'below'): Promise<Slide[]> {
  const { results } = await db
    .prepare('SELECT id, photo, mobile, title, link FROM slider WHERE kind = ?1 ORDER BY sort, id')
    .bind(kind)
    .all<Slide>();
  return results;
}

export async function listAds(db: D1Database): Promise<Ad[]> {
  const { results } = await db
    .prepare('SELECT id, image1, image2, link1, link2, title1, title2 FROM ad ORDER BY sort, id')
    .all<Ad>();
  return results;
}

export async function listFaqs(db: D1Database): Promise<Faq[]> {
  const { results } = await db.prepare('SELECT id, title, details FROM faq ORDER BY sort, id').all<Faq>();
  return results;
}

export async function listNotifications(db: D1Database, limit = 50): Promise<Notification[]> {
  const { results } = await db
    .prepare('SELECT id, image, title, description, url, created_at FROM notification WHERE user_id IS NULL ORDER BY created_at DESC LIMIT ?1')
    .bind(limit)
    .all<Notification>();
  return results;
}

/** Shipping options in their SPEC order: the first applies above ₹1000, the second otherwise. */
export async function listShippingOptions(db: D1Database): Promise<ShippingOption[]> {
  const { results } = await db
    .prepare('SELECT id, title, price FROM shipping_option ORDER BY sort, id')
    .all<ShippingOption>();
  return results;
}

export async function getSettings(db: D1Database): Promise<Record<string, string>> {
  const { results } = await db.prepare('SELECT key, value FROM setting').all<{ key: string; value: string }>();
  return Object.fromEntries(results.map((r) => [r.key, r.value]));
}
