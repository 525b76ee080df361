/** The staff console's texts in Hindi, as one spread for hi.ts: the catalogue editor's and the staff accounts'. */
import { HI_CATALOGUE_EDIT } from './hi-catalogue-edit';
import { HI_STAFF_ACCOUNTS } from './hi-staff-accounts';

export const HI_CONSOLE = { ...HI_CATALOGUE_EDIT, ...HI_STAFF_ACCOUNTS };
