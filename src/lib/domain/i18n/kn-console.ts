/** The staff console's texts in Kannada, as one spread for kn.ts: the catalogue editor's, the staff accounts' and the slot calendar's. */
import { KN_CATALOGUE_EDIT } from './kn-catalogue-edit';
import { KN_STAFF_ACCOUNTS } from './kn-staff-accounts';
import { KN_SLOT_CALENDAR } from './kn-slot-calendar';

export const KN_CONSOLE = { ...KN_CATALOGUE_EDIT, ...KN_STAFF_ACCOUNTS, ...KN_SLOT_CALENDAR };
