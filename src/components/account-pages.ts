import type { IconName } from './icons';

/** The customer's own pages as the shop's menus link them (the drawer, the dashboard): one address and icon each. */
export const ACCOUNT_PAGES = {
  orders: { href: '/my-account/customer-order', icon: 'box' },
  bills: { href: '/bills', icon: 'bill' },
  redeemHistory: { href: '/redeemhistory', icon: 'history' },
  addresses: { href: '/my-account/addresslist', icon: 'pin' },
  favourites: { href: '/wishlist', icon: 'heart' },
  account: { href: '/my-account', icon: 'user' },
  accountDetails: { href: '/my-account/customer-account-details', icon: 'user' },
} as const satisfies Record<string, { href: string; icon: IconName }>;

export type AccountPage = keyof typeof ACCOUNT_PAGES;

/** A menu's links: which pages, in its order, each with the words it shows. */
export function accountLinks(pages: readonly (readonly [AccountPage, string])[]): { href: string; icon: IconName; label: string }[] {
  return pages.map(([page, label]) => ({ ...ACCOUNT_PAGES[page], label }));
}
