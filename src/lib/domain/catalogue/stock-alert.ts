/**
 * "Notify me when back in stock": the texts the shopper sees and the fixed SMS template (DLT:
 * only the {#var#} part changes, like the order SMS templates in order-messages.ts).
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import type { Lang } from '../i18n/langs';

export const stockAlertSchema = z.object({
  product_id: z.coerce.number({ invalid_type_error: 'rule.chooseProduct' }).int('rule.chooseProduct').positive('rule.chooseProduct'),
});

/** Arming one: the product, and the pickup store this browser chose (stores/pickup-choice.ts), if any. */
export const stockAlertRequestSchema = stockAlertSchema.extend({ branch: z.coerce.number().int().positive().optional() });

/** Reading one (GET /stockAlert/:id?branch=): the pickup store this browser chose, if any. */
export const stockAlertQuerySchema = z.object({ branch: z.coerce.number().int().positive().optional() });

export const BACK_IN_STOCK_SMS = 'Good news: {#var#} is back in stock at Haat Fresh. Order now before it runs out. - HAATFR';

/** Product names are shop data, not the shopper's: cut to the template variable's 30 characters. */
export function backInStockSms(productName: string, lang: Lang = 'en'): string {
  const name = productName.length > 30 ? `${productName.slice(0, 29)}…` : productName;
  return t(lang, 'sms.backInStock', { product: name });
}

export function backInStockNotice(
  productName: string,
  url: string,
  lang: Lang = 'en',
): { title: string; description: string; url: string } {
  return { title: t(lang, 'notice.backInStockTitle'), description: t(lang, 'notice.backInStock', { product: productName }), url };
}
