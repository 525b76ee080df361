/**
 * A saved address at the API's edge: SPEC §3/§7 call the buyer's name firstname/lastname, the code
 * firstName/lastName. The routes answer through addressToWire, the browser reads through
 * addressFromWire and sends the form through addressBody: the one place each direction is written.
 * Key order is the wire's (id, firstname, lastname, …), so the answers stay byte for byte. A
 * *-schemas file, like the form's rules: only the address pages import it, so it stays out of every
 * page's shop-core chunk (scripts/vite/shop-core-chunk.mjs: the catalogue pages' scripts never reach it).
 */
import type { SavedAddress } from '../types';

export type AddressWire = Omit<SavedAddress, 'firstName' | 'lastName'> & { firstname: string; lastname: string };

export function addressToWire({ id, firstName, lastName, ...rest }: SavedAddress): AddressWire {
  return { id, firstname: firstName, lastname: lastName, ...rest };
}

export function addressFromWire({ firstname, lastname, ...rest }: AddressWire): SavedAddress {
  return { ...rest, firstName: firstname, lastName: lastname };
}

/** The address form's values in the code's names → the body addressAdd/addressEdit validate. */
export function addressBody<T extends { firstName: string; lastName: string }>({ firstName, lastName, ...rest }: T) {
  return { firstname: firstName, lastname: lastName, ...rest };
}

/** A form problem keyed by the wire's field → the form's own field (firstname → firstName). */
export function addressProblems<V>(problems: Record<string, V>): Record<string, V> {
  const { firstname, lastname, ...rest } = problems;
  return {
    ...rest,
    ...(firstname === undefined ? {} : { firstName: firstname }),
    ...(lastname === undefined ? {} : { lastName: lastname }),
  };
}
