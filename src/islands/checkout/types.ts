import type { SavedAddress } from '../AddressForm';
import type { Branch } from '../../lib/domain/types';

export type { SavedAddress };
export type PickupStore = Branch;

/** 0 home delivery, 1 store pickup (the order's flag). */
export type Flag = 0 | 1;
