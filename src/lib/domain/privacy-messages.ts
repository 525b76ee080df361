/** The privacy centre's messages, on their own (no zod) for islands; privacy-schemas.ts re-exports them. */
export const PRIVACY_MSG = {
  confirmRequired: 'Please confirm that you want to delete your account',
  passwordWrong: 'Password is incorrect',
  accountDeleted: 'Your account has been deleted',
  marketingOn: 'You will receive offers and updates',
  marketingOff: 'You will no longer receive offers and updates',
} as const;
