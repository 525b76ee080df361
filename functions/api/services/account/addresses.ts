/**
 * Saved addresses (SPEC §5 address form). The server repeats every form check and derives the
 * branch from the pincode; the customer comes from the session only.
 */
import { cityExists, countAddresses, deleteAddress, findAddress, insertAddress, listAddresses, updateAddress } from '../../db/account';
import { findPincode } from '../../db/locations';
import { ShopError } from '../../errors';
import { MAX_ADDRESSES, type AddressInput } from '../../../../src/lib/domain/account/account-schemas';
import type { SavedAddress } from '../../../../src/lib/domain/types';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export { listAddresses };

/** The branch that delivers to the address, or a refusal when the city or pincode will not do. */
async function deliveringBranch(db: D1Database, a: AddressInput): Promise<number> {
  if (!(await cityExists(db, a.city))) throw new ShopError(said('srv.cityRequired'), 400);
  const pin = await findPincode(db, a.pincode);
  if (!pin) throw new ShopError(said('srv.pincodeNotServiceable'), 400);
  return pin.branch_id;
}

export async function addAddress(db: D1Database, userId: number, a: AddressInput, now = clock.now()): Promise<SavedAddress> {
  const branchId = await deliveringBranch(db, a);
  if ((await countAddresses(db, userId)) >= MAX_ADDRESSES) throw new ShopError(said('srv.addressLimit'), 400);
  const id = await insertAddress(db, userId, a, branchId, now);
  return (await findAddress(db, userId, id))!;
}

export async function editAddress(db: D1Database, userId: number, id: number, a: AddressInput): Promise<SavedAddress> {
  // someone else's address is "not found", never "forbidden": ids must not confirm they exist
  if (!(await findAddress(db, userId, id))) throw new ShopError(said('srv.addressNotFound'), 404);
  const branchId = await deliveringBranch(db, a);
  if (!(await updateAddress(db, userId, id, a, branchId))) throw new ShopError(said('srv.addressNotFound'), 404);
  return (await findAddress(db, userId, id))!;
}

export async function removeAddress(db: D1Database, userId: number, id: number): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw new ShopError(said('srv.addressNotFound'), 404);
}

/** One of this customer's addresses (the edit form), or null: someone else's id reads as missing. */
export function customerAddress(db: D1Database, userId: number, id: number): Promise<SavedAddress | null> {
  return findAddress(db, userId, id);
}
