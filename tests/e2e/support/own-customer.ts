import { DEMO_CUSTOMERS } from '../../../scripts/seed/fixtures';

/**
 * Each journey signs in as a customer of its own, so no file depends on what another one did to a
 * shared account (points spent, orders moved, a cart left full) and the files pass alone and in any
 * order. A journey that needs a seeded customer's state (Asha's points history and slab, her saved
 * addresses; Vikram's in-store bills) gets a copy of that customer: the e2e set-up writes one per file
 * and kind after the store's seed (./seed-own-customers.ts). A journey that only needs "a signed-in
 * shopper" registers one instead (./register.ts).
 */
export const OWN_CUSTOMER_FILES = [
  'a11y',
  'accounts',
  'cart',
  'catalogue',
  'checkout',
  'credit-note',
  'csp',
  'dashboard',
  'festival',
  'guest-buy',
  'i18n',
  'i18n-account',
  'i18n-pages',
  'i18n-shopping-words',
  'journey',
  'loyalty',
  'packed-day',
  'packing',
  'packing-substitutes',
  'rider-handover',
  'slots',
  'staff',
] as const;
export type OwnCustomerFile = (typeof OWN_CUSTOMER_FILES)[number];

/** Which seeded customer the copy is made from (scripts/seed/fixtures.ts DEMO_CUSTOMERS). */
export type Like = 'asha' | 'vikram';
const KINDS: Like[] = ['asha', 'vikram'];

type Demo = (typeof DEMO_CUSTOMERS)[number];
/** A seeded customer's facts with the copy's own id, phone and email (name, password, points, branch kept). */
export type OwnCustomer = Omit<Demo, 'id' | 'phone' | 'email'> & { id: number; phone: string; email: string; like: Demo };

/** User ids far above the seed's (1, 2) and above what a run registers, so a copy never takes a shopper's id. */
const FIRST_ID = 70_000;

/**
 * Phones 73000 00NNN (Asha's copies) and 74000 00NNN (Vikram's): no API test, seed or registration
 * helper uses 73/74 numbers (registerThroughApi draws 6…, tests/support/report-writes.ts 7100…).
 */
export function ownCustomer(file: OwnCustomerFile, like: Like = 'asha'): OwnCustomer {
  const n = OWN_CUSTOMER_FILES.indexOf(file);
  const kind = KINDS.indexOf(like);
  const demo = DEMO_CUSTOMERS[kind]!;
  return {
    ...demo,
    id: FIRST_ID + kind * 1000 + n,
    phone: `7${3 + kind}00000${String(n).padStart(3, '0')}`,
    email: `${demo.first_name.toLowerCase()}.${file}@gmail.com`,
    like: demo,
  };
}

/**
 * The id of the copy's version of a seeded address (scripts/seed/data/customers.ts addresses: Asha's
 * home is 1, her work 2), so a journey can order to "her home" as it did to address 1.
 */
export function ownAddressId(c: OwnCustomer, seededId = 1): number {
  return c.id * 10 + seededId;
}

/** Every copy the e2e set-up writes: one of each seeded customer per file. */
export function allOwnCustomers(): OwnCustomer[] {
  return OWN_CUSTOMER_FILES.flatMap((file) => KINDS.map((like) => ownCustomer(file, like)));
}
