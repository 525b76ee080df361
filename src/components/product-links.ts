/**
 * Where a product's page and photos live. Kept apart from card-view.ts so the header's search
 * suggestions and the product page's buy box can link to products without carrying the card rules
 * (pack labels, unit sale prices) onto every page.
 */
import type { ProductCard } from '../lib/domain/types';
import { productPath } from '../lib/domain/catalogue/shop-paths';

/** Product photos are stored as paths under /media (absolute paths and URLs pass through). */
export function mediaUrl(photo: string): string {
  if (!photo) return '/media/static/placeholder.svg';
  if (photo.startsWith('/') || /^https?:\/\//.test(photo)) return photo;
  return `/media/${photo}`;
}

export const productHref = productPath;

export function dealLabel(isType: ProductCard['dealKind']): string {
  return isType === 'flash_deal' ? 'Flash deal' : 'Deal of the day';
}
