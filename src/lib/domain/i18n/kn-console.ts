/** The staff console's texts in Kannada, as one spread for kn.ts: the catalogue editor's and the staff accounts'. */
import { KN_CATALOGUE_EDIT } from './kn-catalogue-edit';
import { KN_STAFF_ACCOUNTS } from './kn-staff-accounts';

export const KN_CONSOLE = { ...KN_CATALOGUE_EDIT, ...KN_STAFF_ACCOUNTS };
