/** The staff console's texts in Hindi, as one spread for hi.ts: the catalogue editor's, the staff accounts' and the slot calendar's. */
import { HI_CATALOGUE_EDIT } from './hi-catalogue-edit';
import { HI_STAFF_ACCOUNTS } from './hi-staff-accounts';
import { HI_SLOT_CALENDAR } from './hi-slot-calendar';

export const HI_CONSOLE = { ...HI_CATALOGUE_EDIT, ...HI_STAFF_ACCOUNTS, ...HI_SLOT_CALENDAR };
