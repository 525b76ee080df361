/**
 * "Notify me when back in stock": the texts the shopper sees and the fixed SMS template (DLT:
 * only the {#var#} part changes, like the order SMS templates in order-messages.ts).
 */
import { z } from 'zod';

export const stockAlertSchema = z.object({
  product_id: z.coerce.number({ invalid_type_error: 'Choose a product' }).int('Choose a product').positive('Choose a product'),
});

export const STOCK_ALERT_MSG = {
  armed: 'We will let you know when it is back in stock.',
  removed: 'You will not be notified for this product.',
  inStock: 'This product is in stock. You can buy it now.',
  notFound: 'Product not found',
} as const;

export const BACK_IN_STOCK_SMS = 'Good news: {#var#} is back in stock at Haat Fresh. Order now before it runs out. - HAATFR';

/** Product names are shop data, not the shopper's: cut to the template variable's 30 characters. */
export function backInStockSms(productName: string): string {
  const name = productName.length > 30 ? `${productName.slice(0, 29)}…` : productName;
  return BACK_IN_STOCK_SMS.replace('{#var#}', name);
}

export function backInStockNotice(productName: string, url: string): { title: string; description: string; url: string } {
  return { title: 'Back in stock', description: `${productName} is back in stock.`, url };
}
