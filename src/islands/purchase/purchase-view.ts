/**
 * What the product page's purchase panel shows for one pack at one moment: its words, already in
 * the page's language. The panel (ProductPurchase) draws from it, and a guest's page carries the
 * same views for every pack (and for the moment the deal ends) so its small script can switch them
 * without React (purchase-guest.ts). One place decides the price a pack shows.
 */
import { LOW_STOCK } from '../../consts';
import { dealUnitsLeft, isDealActive } from '../../lib/domain/catalogue/deal';
import { fill } from '../../lib/domain/i18n/fill';
import type { PurchaseKey } from '../../lib/domain/i18n/island-keys';
import { formatINR, formatPoints } from '../../lib/domain/money/money';
import { isAvailable, percentOff, saving, unitPrice } from '../../lib/domain/catalogue/pricing';
import type { ProductCard } from '../../lib/domain/types';
import type { PackLabels } from '../../lib/domain/catalogue/unit-price';
import type { IslandTexts } from '../texts';

export interface PackView {
  /** the selling price, ₹ */
  now: string;
  /** "MRP ₹…" when sold below it, else '' */
  mrp: string;
  /** "12% off", or '' */
  off: string;
  /** "Save ₹…", or '' */
  save: string;
  /** "Net quantity: 1 kg · ₹… per kg", or '' */
  pack: string;
  /** "or 120 points", or '' (rewards off, or no points price) */
  points: string;
}

export interface PanelContext {
  product: ProductCard;
  packs: PackLabels;
  rewards: boolean;
  text: IslandTexts<PurchaseKey>;
}

/** The view of one pack (null: the deal pack or, without a deal, the product's own price) at `now`. */
export function packView({ product, packs, rewards, text }: PanelContext, attributeId: number | null, now: number): PackView {
  const say = (key: PurchaseKey, params?: Record<string, string | number>) => fill(text[key], params);
  const attribute = product.attributes.find((a) => a.id === attributeId) ?? null;
  const unit = unitPrice(product, attribute, now);
  const off = percentOff(unit.mrp, unit.selling);
  const saved = saving(unit.mrp, unit.selling);
  // the label follows the pack: onion 2 kg reads "2 kg · ₹34.50 per kg", not the 500 g pack's
  const pack = attribute ? packs.sizes[attribute.id] : unit.deal ? packs.deal : packs.regular;
  return {
    now: formatINR(unit.selling),
    mrp: off > 0 ? say('product.mrpShort', { price: formatINR(unit.mrp) }) : '',
    off: off > 0 ? say('product.percentOff', { percent: off }) : '',
    save: saved > 0 ? say('product.save', { amount: formatINR(saved) }) : '',
    pack: pack ? `${say('product.netQuantity')}: ${pack}` : '',
    points: rewards && unit.points > 0 ? say('product.orPoints', { points: formatPoints(unit.points) }) : '',
  };
}

/**
 * "Hurry up, only n left" while a deal with a cap runs, or when the stock is low; else ''. `here`:
 * what the signed-in shopper's branch has of the pack (stores/shelf-here.ts, issue 28), which then
 * decides instead of the store-wide count (never more than a deal's units left); undefined: the
 * store-wide count (a guest's cached page, a shopper with no branch yet).
 */
export function hurryLine({ product, text }: PanelContext, now: number, here?: number): string {
  const dealOn = isDealActive(product, now);
  const capped = dealOn && product.max_count > 0;
  const left =
    here === undefined ? (capped ? dealUnitsLeft(product) : product.stock) : capped ? Math.min(dealUnitsLeft(product), here) : here;
  const onSale = isAvailable({ ...product, stock: here ?? product.stock });
  const hurry = onSale && left > 0 && (dealOn ? product.max_count > 0 : left <= LOW_STOCK);
  return hurry ? fill(text['product.hurryUp'], { count: left }) : '';
}

/**
 * Every view a guest's script may need, by the pack radio's value ('' = the deal pack or the
 * product's own price), and `after`: what the panel shows once the running deal has ended.
 */
export function guestViews(ctx: PanelContext, now: number): { packs: Record<string, PackView>; after: PackView; hurryAfter: string } {
  const packs: Record<string, PackView> = { '': packView(ctx, null, now) };
  for (const a of ctx.product.attributes) packs[String(a.id)] = packView(ctx, a.id, now);
  const end = ctx.product.to_date ?? now;
  return { packs, after: packView(ctx, null, end), hurryAfter: hurryLine(ctx, end) };
}
