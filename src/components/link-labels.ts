/** The footer's and menu's fixed links (consts.ts), named in the page's language. */
import { ABOUT_URL } from '../consts';
import type { Lang } from '../lib/domain/i18n/langs';
import { t, type MessageKey } from '../lib/domain/i18n/t';

const LINK_KEY: Record<string, MessageKey> = {
  [ABOUT_URL]: 'link.about',
  '/contactus': 'link.contact',
  '/time': 'link.time',
  '/faqs': 'link.faqs',
  '/terms': 'link.terms',
  '/terms-of-sale': 'link.termsOfSale',
  '/privacy-policy': 'link.privacy',
  '/refund': 'link.refund',
  '/all-category': 'link.allCategories',
  '/view-detail/deal': 'link.deals',
  '/view-detail/new': 'link.new',
  '/offers': 'link.offers',
  '/festival': 'link.festival',
  '/my-account': 'link.myAccount',
  '/my-account/customer-order': 'link.orders',
  '/wishlist': 'link.wishlist',
  '/cart': 'link.cart',
};

export function linkLabel(lang: Lang, link: { href: string; label: string }): string {
  const key = LINK_KEY[link.href];
  return key ? t(lang, key) : link.label;
}
