import { accountGet } from '../../lib/api/account';
import type { City, PincodeEntry } from '../../lib/domain/types';

export interface Places {
  cities: City[];
  pincodes: PincodeEntry[];
  branches: { id: number; branch: string }[];
}

let loading: Promise<Places> | null = null;

/** Cities, serviceable pincodes and branch names for the address form, fetched once per page. */
export function loadPlaces(): Promise<Places> {
  loading ??= Promise.all([accountGet('city'), accountGet('pincode'), accountGet('branchList')])
    .then(([c, p, b]) => ({
      cities: c.status === 1 ? c.response : [],
      pincodes: p.status === 1 ? p.response : [],
      branches: b.status === 1 ? b.response : [],
    }))
    .catch((err) => {
      loading = null; // let the next form try again
      throw err;
    });
  return loading;
}
