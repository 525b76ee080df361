import { api } from '../../lib/api/client';
import type { City, PincodeEntry } from '../../lib/domain/types';

export interface Places {
  cities: City[];
  pincodes: PincodeEntry[];
  branches: { id: number; branch: string }[];
}

let loading: Promise<Places> | null = null;

/** Cities, serviceable pincodes and branch names for the address form, fetched once per page. */
export function loadPlaces(): Promise<Places> {
  loading ??= Promise.all([
    api<{ status: number; response: City[] }>('city'),
    api<{ status: number; response: PincodeEntry[] }>('pincode'),
    api<{ status: number; response: { id: number; branch: string }[] }>('branchList'),
  ])
    .then(([c, p, b]) => ({ cities: c.response ?? [], pincodes: p.response ?? [], branches: b.response ?? [] }))
    .catch((err) => {
      loading = null; // let the next form try again
      throw err;
    });
  return loading;
}
