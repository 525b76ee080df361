/**
 * What the staff console says about staff accounts (issue 28): adding a staff member, switching a
 * leaver off and on, and changing one's own password. Plain English in one place; the catalogue
 * (messages/*.json, staffAcct.*) gives each a key, so refusals carry a `code` and are said in Kannada
 * and Hindi too.
 */
export const STAFF_ACCOUNT_MSG = {
  added: 'Staff member added: they can sign in now',
  mobileTaken: 'This mobile number already has a staff account',
  nameNeeded: 'Please enter their name',
  nameTooLong: 'Please keep the name under 60 characters',
  roleNeeded: 'Choose a role: manager, branch clerk or rider',
  branchNeeded: 'Choose the branch they work at',
  switchedOff: 'Switched off: they cannot sign in and their sessions have ended',
  switchedOn: 'Switched on: they can sign in again',
  alreadyOff: 'This account is already switched off',
  alreadyOn: 'This account is already switched on',
  notYourself: 'You cannot switch off your own account',
  lastManager: 'This is the last manager: add another manager before switching this one off',
  ownPasswordChanged: 'Password changed: your other sessions have ended',
  currentPasswordNeeded: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is wrong',
  samePassword: 'The new password must be different from the current one',
} as const;
