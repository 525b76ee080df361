/**
 * What a product card shows, worked out once for the server card (ProductCard.astro) and the
 * browser card (ProductCardView.tsx) so both print the same words and prices.
 */
import { isDealActive } from '../lib/domain/deal';
import { formatINR, type Paise } from '../lib/domain/money';
import { percentOff, unitPrice } from '../lib/domain/pricing';
import type { NetUnit, ProductCard } from '../lib/domain/types';
import { dealLabel, mediaUrl, productHref } from './product-links';
import { formatUnitSalePrice, packLabel, unitPriceHelpsComparison, unitSalePrice as unitSalePriceOf, type SayUnitPrice } from '../lib/domain/unit-price';

export interface CardView {
  href: string;
  image: string;
  name: string;
  pack: string;
  /** compact unit sale price for comparing packs; empty for single pieces */
  unitPrice: string;
  price: string;
  /** empty when there is no saving to strike through */
  mrp: string;
  off: number;
  points: number;
  deal: boolean;
  dealLabel: string;
}

export { packLabel };

/** Legal Metrology unit sale price ("₹22.50 per 100 g"); the rule is src/lib/domain/unit-price.ts. */
export function unitSalePrice(selling: Paise, quantity: number, unit: NetUnit, say?: SayUnitPrice): string {
  return formatUnitSalePrice(unitSalePriceOf(selling, quantity, unit), say);
}

/** `say` words the unit price in the page's language (English without it). */
export function cardView(p: ProductCard, now: number, say?: SayUnitPrice): CardView {
  const unit = unitPrice(p, null, now);
  const off = percentOff(unit.mrp, unit.selling);
  return {
    href: productHref(p.slug),
    image: mediaUrl(p.photo),
    name: p.name,
    pack: packLabel(p.net_quantity, p.net_unit),
    unitPrice: unitPriceHelpsComparison(p.net_quantity, p.net_unit) ? unitSalePrice(unit.selling, p.net_quantity, p.net_unit, say) : '',
    price: formatINR(unit.selling),
    mrp: off > 0 ? formatINR(unit.mrp) : '',
    off,
    points: unit.points,
    deal: isDealActive(p, now),
    dealLabel: dealLabel(p.is_type),
  };
}
