/**
 * The store's own facts as pages show them: the reward flag, branches, FAQs, the cart's settings.
 */
import { rewardsOn } from '../../functions/api/services/loyalty';
import { rewardsOn as rewardsSettingOn } from '../lib/domain/loyalty/points';
import type { Lang } from '../lib/domain/i18n/langs';
import { getSettings, listBranches, listFaqs, listShippingOptions } from '../../functions/api/services/content';

/** Store reward flag (SPEC §6: points show only when reward is 1). */
export function rewardsEnabled(db: D1Database): Promise<boolean> {
  return rewardsOn(db);
}

/** The reward flag, or off when there is no database (pre-rendering) or it cannot be read. */
export async function rewardsShown(db: D1Database | null): Promise<boolean> {
  if (!db) return false;
  try {
    return await rewardsOn(db);
  } catch {
    return false;
  }
}

/** Branches with a shop counter (contact page) or that hand out pickup orders (register, checkout). */
export function storeBranches(db: D1Database, kind: 'instore' | 'pickup') {
  return listBranches(db, kind);
}

/** The FAQs in the page's language (English where one has no translation). */
export function storeFaqs(db: D1Database, lang: Lang = 'en') {
  return listFaqs(db, lang);
}

/** What the cart page needs before the shopper acts: reward flag, minimum order, delivery choices. */
export async function cartPageSettings(db: D1Database | null) {
  if (!db) return { rewards: false, minOrder: 0, shippingOptions: [] };
  const [settings, shippingOptions] = await Promise.all([getSettings(db), listShippingOptions(db)]);
  return { rewards: rewardsSettingOn(settings), minOrder: Number(settings.min_order_amount ?? 0) || 0, shippingOptions };
}
