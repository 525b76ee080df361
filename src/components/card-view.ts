/**
 * What a product card shows (ProductCard.astro; the shop's next pages are the same server cards,
 * partials/shop-page), worked out in one place.
 */
import { formatINR, type Paise } from '../lib/domain/money/money';
import { percentOff, unitPrice } from '../lib/domain/catalogue/pricing';
import type { Attribute, NetUnit, ProductCard } from '../lib/domain/types';
import { dealLabel, mediaUrl, productHref } from './product-links';
import { pictureSrcset } from '../lib/domain/catalogue/product-picture';
import {
  chosenPackQuantity,
  formatUnitSalePrice,
  packLabel,
  unitPriceHelpsComparison,
  unitSalePrice as unitSalePriceOf,
  type SayUnitPrice,
} from '../lib/domain/catalogue/unit-price';

export interface CardView {
  href: string;
  image: string;
  /** an uploaded picture's copies ('' for a seeded picture: `image` alone) */
  srcset: string;
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

/** Legal Metrology unit sale price ("₹22.50 per 100 g"); the rule is src/lib/domain/catalogue/unit-price.ts. */
export function unitSalePrice(selling: Paise, quantity: number, unit: NetUnit, say: SayUnitPrice): string {
  return formatUnitSalePrice(unitSalePriceOf(selling, quantity, unit), say);
}

/**
 * `say` words the unit price in the page's language. `variant`: the pack the
 * card offers instead of its first (a search for "atta 5kg" offers Aashirvaad's 5 kg pack), with
 * its own price and no deal (a deal is on the product's first pack).
 */
export function cardView(p: ProductCard, now: number, say: SayUnitPrice, variant: Attribute | null = null): CardView {
  const unit = unitPrice(p, variant, now);
  const off = percentOff(unit.mrp, unit.selling);
  const quantity = chosenPackQuantity(p, variant);
  return {
    href: productHref(p.slug),
    image: mediaUrl(p.photo),
    srcset: pictureSrcset(p.photo, p.photo_widths),
    name: p.name,
    pack: variant ? variant.name : packLabel(quantity, p.net_unit),
    unitPrice: unitPriceHelpsComparison(quantity, p.net_unit) ? unitSalePrice(unit.selling, quantity, p.net_unit, say) : '',
    price: formatINR(unit.selling),
    mrp: off > 0 ? formatINR(unit.mrp) : '',
    off,
    points: unit.points,
    deal: unit.deal,
    dealLabel: dealLabel(p.dealKind),
  };
}
