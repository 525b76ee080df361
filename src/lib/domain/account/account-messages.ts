/**
 * The account forms' and the account API's messages, on their own (no zod) so an island can
 * recognise one without carrying the schemas; account-schemas.ts re-exports them.
 */
export const ACCOUNT_MSG = {
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Enter a valid 10 digit mobile number',
  loginIdRequired: 'Mobile number or email is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm the password',
  otpRequired: 'OTP is required',
  otpInvalid: 'Enter the 6 digit OTP',
  emailRequired: 'Email is required',
  gmailOnly: 'Email must end with @gmail.com',
  branchRequired: 'Please select a branch',
  consentRequired: 'Please accept the terms and privacy policy to continue',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressRequired: 'Address is required',
  cityRequired: 'Please select a city',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Enter a valid 6 digit pincode',
  pincodeNotServiceable: 'Sorry, we do not deliver to this pincode yet',
  photoType: 'Photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'Photo is too large (200 KB at most)',
  // server answers
  mobileTaken: 'This mobile number is already registered',
  emailTaken: 'This email is already registered',
  loginFailed: 'Invalid mobile number/email or password',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpExpired: 'OTP expired. Please request a new OTP.',
  otpNotVerified: 'Please verify your mobile number with an OTP first',
  otpSendFailed: 'Could not send the OTP. Please try again.',
  oldPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  /** past the wrong-password limit the owner logs in with password + an OTP to the account's mobile */
  loginOtpRequired: 'Too many wrong passwords. Please verify your mobile number with an OTP to log in.',
  otpDailyLimit: 'Too many wrong OTPs today. Please try again tomorrow.',
  otpNotConfigured: 'OTP is not configured. Please try again later.',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Logged out',
  addressNotFound: 'Address not found',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  addressLimit: 'You can save up to 20 addresses',
} as const;

/**
 * Account messages with a number in them, as catalogue texts with {params} (keys acct.msg.*, like
 * ACCOUNT_MSG): the schema or the rate limit says the key with its number (i18n/said-rule.ts), and
 * each side fills it in its reader's language. The English is what the code always said.
 */
export const ACCOUNT_COUNTED_MSG = {
  atMost: 'At most {max} characters',
  passwordAtMost: 'Password must be at most {max} characters',
  tryAgainMinute: 'Too many attempts. Please try again in 1 minute.',
  tryAgainMinutes: 'Too many attempts. Please try again in {n} minutes.',
} as const;
