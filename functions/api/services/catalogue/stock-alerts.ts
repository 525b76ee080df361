/**
 * "Notify me when back in stock". A customer arms an alert on a product that cannot be bought; when
 * it can be sold again at their branch (issue 28; store-wide for a shopper without one) (a clerk's
 * correction at once, anything else such as a cancelled order by the scheduled job) each waiting
 * customer gets their notification and one SMS. The alert is claimed
 * before sending, so two runs never text anyone twice.
 */
import { isAvailable } from '../../../../src/lib/domain/catalogue/pricing';
import { productPath } from '../../../../src/lib/domain/catalogue/shop-paths';
import { localePath } from '../../../../src/lib/domain/i18n/langs';
import { backInStockNotice, backInStockSms } from '../../../../src/lib/domain/catalogue/stock-alert';
import { insertCustomerNotification } from '../../db/orders';
import {
  armStockAlert,
  claimStockAlert,
  dueStockAlerts,
  hasWaitingStockAlert,
  productAtBranch,
  removeStockAlert,
} from '../../db/catalogue';
import { shopperBranch } from './branch-shelf';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { smsLang, smsProvider } from '../../providers/sms';
import * as clock from '../../lib/clock';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

interface AlertProduct {
  id: number;
  stock: number;
  out_of_stock: number;
}

async function findAlertProduct(db: D1Database, productId: number): Promise<AlertProduct> {
  const p = await db.prepare('SELECT id, stock, out_of_stock FROM product WHERE id = ?1').bind(productId).first<AlertProduct>();
  if (!p) throw new ShopError(said('srv.productNotFound'), 404);
  return p;
}

/**
 * Whether the shopper can buy the product now: with a branch (their pickup store, else their first
 * address's: branch-shelf.ts, the rule the product page's branch shelf and checkout follow) at that
 * branch's shelf (issue 28); without one, the store-wide total. The one rule for Notify me.
 */
async function buyableFor(db: D1Database, userId: number, p: AlertProduct, pickupStore?: number) {
  const branch = await shopperBranch(db, userId, pickupStore);
  const inStock = branch ? p.out_of_stock === 0 && (await productAtBranch(db, branch.id, p.id)) > 0 : isAvailable(p);
  return { branch, inStock };
}

/** Only for a product the shopper cannot buy now (an alert on one in stock would fire at once); it waits for their branch. */
export async function requestStockAlert(
  db: D1Database,
  userId: number,
  req: { productId: number; pickupStore?: number },
  now: number,
): Promise<Said> {
  const p = await findAlertProduct(db, req.productId);
  const { branch, inStock } = await buyableFor(db, userId, p, req.pickupStore);
  if (inStock) throw new ShopError(said('srv.alertInStock'), 409);
  await armStockAlert(db, userId, p.id, branch?.id ?? null, now);
  return said('srv.alertArmed');
}

export async function cancelStockAlert(db: D1Database, userId: number, productId: number): Promise<Said> {
  await removeStockAlert(db, userId, productId);
  return said('srv.alertRemoved');
}

/**
 * The signed-in product page's Notify me: whether an alert waits, and whether the product can be
 * bought now where this shopper buys (`in_stock`, by the same rule as arming one), so the button
 * shows for a product out at their branch though other branches have it, and not for one they can
 * buy. `branch`: the branch that decided, null when the shopper has none (the store-wide total did).
 */
export async function stockAlertState(
  db: D1Database,
  userId: number,
  productId: number,
  pickupStore?: number,
): Promise<{ waiting: boolean; in_stock: boolean; branch: string | null }> {
  const p = await findAlertProduct(db, productId);
  const [waiting, { branch, inStock }] = await Promise.all([
    hasWaitingStockAlert(db, userId, productId),
    buyableFor(db, userId, p, pickupStore),
  ]);
  return { waiting, in_stock: inStock, branch: branch?.branch ?? null };
}

/** Tells every waiting customer whose product is back (of one product, or all); returns how many were told. */
export async function sendDueStockAlerts(env: Env, opts: { productId?: number; now?: number; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? clock.now();
  let sent = 0;
  for (const a of await dueStockAlerts(env.DB, opts.productId ?? null, opts.limit ?? 200)) {
    if (!(await claimStockAlert(env.DB, a.user_id, a.product_id, now))) continue;
    await insertCustomerNotification(
      env.DB,
      a.user_id,
      backInStockNotice(a.name, localePath(a.lang, productPath(a.slug)), a.lang),
      now,
    ).run();
    sent++;
    if (!a.phone || !/^\d{10}$/.test(a.phone)) continue;
    try {
      await smsProvider(env).send(a.phone, backInStockSms(a.name, smsLang(env, a.lang)));
    } catch (err) {
      // the notification is there; an SMS that cannot go is logged, never sent twice
      console.error(`back-in-stock SMS for product ${a.product_id} not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return sent;
}
