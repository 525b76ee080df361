/**
 * A guest's cart is kept in the browser (SPEC §3 `carts`), never on the server. The server prices it
 * on request with the same rules as the account's cart (cartPrice), and at sign-in takes it into the
 * account's cart (cartMerge), every line checked again: product still sold, pack still offered,
 * today's price, minimum, maximum, stock and deal units. What changed is said per line.
 */
import type { CartLine, CartSummary } from '../../../../src/lib/domain/cart/cart-schemas';
import { planMergeLine, type GuestLine, type MergeChange } from '../../../../src/lib/domain/cart/cart-merge';
import { t } from '../../../../src/lib/domain/i18n/t';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { findProductCards, listCartRows, setCartLineStatement } from '../../db/cart';
import { getSettings, listShippingOptions } from '../../db/content';
import { summarise, toCartLine } from './cart';
import { catalogueNames } from '../catalogue/catalogue-names';
import { type Said } from '../../../../src/lib/domain/i18n/said';

/** The first line of each product (a browser copy edited by hand may repeat one). */
function onePerProduct(lines: GuestLine[]): GuestLine[] {
  const seen = new Set<number>();
  return lines.filter((l) => !seen.has(l.pid) && seen.add(l.pid));
}

/**
 * The browser cart priced as the account's cart would be (a line's `problem` says what the checkout
 * would refuse). Products that no longer exist are left out. Nothing is stored.
 */
export async function priceGuestCart(
  db: D1Database,
  guest: GuestLine[],
  now: number,
): Promise<{ lines: CartLine<Said>[]; summary: CartSummary<Said> }> {
  const wanted = onePerProduct(guest);
  const [products, options, settings] = await Promise.all([
    findProductCards(
      db,
      wanted.map((l) => l.pid),
    ),
    listShippingOptions(db),
    getSettings(db),
  ]);
  const lines = wanted.flatMap((l) => {
    const product = products.get(l.pid);
    if (!product) return [];
    // a browser line has no line id of its own: the product's stands in (one line per product)
    return [
      toCartLine(
        { line: { line_id: l.pid, product_id: l.pid, attribute_id: l.aid, qty: Math.min(l.qty, 100), created_at: now }, product },
        now,
      ),
    ];
  });
  return { lines, summary: summarise(lines, options, Number(settings.min_order_amount ?? 0) || 0, now) };
}

/**
 * Takes the browser cart into the customer's cart in one batch of absolute writes (see
 * planMergeLine: the larger quantity, never a sum), so a second merge of the same cart, or two at
 * once, leave the cart as one merge did. Returns what changed, said in `lang`.
 */
export async function mergeGuestCart(db: D1Database, userId: number, guest: GuestLine[], now: number, lang: Lang): Promise<MergeChange[]> {
  const wanted = onePerProduct(guest);
  if (wanted.length === 0) return [];
  const [products, account, names] = await Promise.all([
    findProductCards(
      db,
      wanted.map((l) => l.pid),
    ),
    listCartRows(db, userId),
    catalogueNames(db, lang, now),
  ]);
  const writes: D1PreparedStatement[] = [];
  const changes: MergeChange[] = [];
  for (const l of wanted) {
    const product = products.get(l.pid) ?? null;
    const mine = account.get(l.pid);
    const plan = planMergeLine(product, l, mine ? { aid: mine.attribute_id, qty: mine.qty } : null, now);
    if (plan.line)
      writes.push(setCartLineStatement(db, { userId, productId: plan.line.pid, attributeId: plan.line.aid, qty: plan.line.qty }, now));
    const name = (product && (names.products.get(product.id)?.name ?? product.name)) ?? '';
    for (const c of plan.changes) changes.push({ ...c, message: t(lang, c.code, { ...c.params, name }) });
  }
  if (writes.length > 0) await db.batch(writes);
  return changes;
}
