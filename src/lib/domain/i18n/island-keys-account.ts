/**
 * Which catalogue texts the account, sign-in and loyalty islands show (issue 19): each page passes
 * texts(lang, KEYS) and the island says them. A form's list holds the field errors its schema can
 * give (rule(): the srv.* keys its schema says; msg(): acct.msg.* texts it says itself) and the
 * SPEC §8 messages it toasts.
 */
import type { MessageKey } from './en';

/** an acct.msg.* text's name (loginFailed, or one said only with its number: atMost, tryAgainMinutes…) */
type AccountMsgName = Extract<MessageKey, `acct.msg.${string}`> extends `acct.msg.${infer N}` ? N : never;
const msg = <K extends AccountMsgName>(...keys: K[]) => keys.map((k) => `acct.msg.${k}` as `acct.msg.${K}`);
/** A schema rule's key (account-schemas.ts says the srv.* key the API has always answered with). */
type SrvName = Extract<MessageKey, `srv.${string}`> extends `srv.${infer N}` ? N : never;
const rule = <K extends SrvName>(...keys: K[]) => keys.map((k) => `srv.${k}` as `srv.${K}`);

/** account/fields.tsx: the password toggle and the name row. */
export const FIELD_KEYS = ['acct.show', 'acct.hide', 'acct.firstName', 'acct.lastName'] as const satisfies readonly MessageKey[];
/** account/fields.tsx NewPasswordFields: a new password and its confirmation. */
export const NEW_PASSWORD_KEYS = [
  'acct.newPassword',
  'acct.passwordHint25',
  'acct.confirmPassword',
] as const satisfies readonly MessageKey[];
/** account/otp-steps.tsx */
// prettier-ignore
export const OTP_STEP_KEYS = [
  'acct.mobile', 'acct.otp', 'acct.sending', 'acct.sendOtp', 'acct.verifying', 'acct.resendOtp', 'acct.changeNumber',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const LOGIN_KEYS = [
  ...FIELD_KEYS, 'acct.loginId', 'login.password', 'acct.verifyWithOtp', 'acct.resendOtp', 'acct.sendOtpToMobile', 'acct.otp',
  'acct.otpHintRegistered', 'login.forgot', 'acct.loggingIn', 'login.submit', 'acct.failed',
  'loginSuccess', 'generic', 'otpSentForgot',
  ...msg('loginOtpRequired', 'loginFailed', 'atMost', 'passwordAtMost'), ...rule('loginIdRequired', 'passwordRequired', 'passwordShort', 'otpRequired', 'otpInvalid'),
  'acct.unexpectedAnswer',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const REGISTER_KEYS = [
  ...FIELD_KEYS, 'acct.verifyFirst', 'acct.verifyMobile', 'acct.mobile', 'acct.otherNumber', 'acct.email', 'acct.gmailHint', 'acct.branch',
  'acct.selectBranch', 'login.password', 'acct.passwordHint50', 'acct.agree', 'acct.termsLink', 'acct.privacyLink', 'acct.marketingConsent',
  'acct.registering', 'acct.register', 'acct.failed', 'registerSuccess', 'generic', 'emailInvalid',
  ...msg('passwordAtMost'), ...rule('mobileRequired', 'mobileInvalid', 'emailRequired', 'gmailOnly', 'branchRequired', 'consentRequired', 'passwordRequired', 'passwordShort'),
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const MOBILE_VERIFICATION_KEYS = [
  ...FIELD_KEYS, ...OTP_STEP_KEYS, 'acct.otpHintNew', 'acct.otpSentTo', 'acct.verify',
  'otpSentRegister', 'otpVerifiedRegister', 'otpMismatchRegister', 'generic',
  ...rule('mobileRequired', 'mobileInvalid', 'otpRequired', 'otpInvalid'),
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const FORGOT_KEYS = [
  ...FIELD_KEYS, ...OTP_STEP_KEYS, 'acct.stepMobile', 'acct.stepPassword', 'acct.steps', 'acct.registeredNumberHint', 'acct.otpSentIfRegistered',
  'acct.verifyOtp', ...NEW_PASSWORD_KEYS, 'acct.saving', 'acct.resetPassword',
  'otpSentForgot', 'otpVerifiedForgot', 'otpInvalidForgot', 'passwordMismatchForgot', 'generic',
  ...msg('passwordChanged', 'passwordAtMost'), ...rule('mobileRequired', 'mobileInvalid', 'otpRequired', 'otpInvalid', 'passwordRequired', 'passwordShort', 'confirmRequired'),
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const CHANGE_PASSWORD_KEYS = [
  ...FIELD_KEYS, ...NEW_PASSWORD_KEYS, 'acct.currentPassword', 'acct.saving', 'acct.changePassword',
  'passwordMismatchForgot', 'generic',
  ...msg('passwordChanged', 'passwordAtMost'), ...rule('currentPasswordRequired', 'passwordRequired', 'passwordShort', 'confirmRequired', 'oldPasswordWrong'),
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const ACCOUNT_EDIT_KEYS = [
  ...FIELD_KEYS, 'acct.yourPhoto', 'acct.profilePhoto', 'acct.photoHint', 'acct.email', 'login.password', 'acct.passwordKeepHint',
  'acct.confirmPassword', 'acct.currentPassword', 'acct.currentPasswordHint', 'acct.saving', 'acct.updateInformation', 'acct.cancel', 'acct.failed',
  'passwordMismatchProfile', 'profileFailed', 'emailInvalid', 'generic',
  ...msg('photoType', 'photoTooLarge', 'profileUpdated', 'atMost', 'passwordAtMost'), ...rule('firstNameRequired', 'lastNameRequired', 'emailRequired', 'passwordShort', 'confirmRequired', 'currentPasswordRequired', 'oldPasswordWrong', 'photoType', 'photoTooLarge'),
] as const satisfies readonly MessageKey[];

/** AddressForm.tsx: the account pages pass these; checkout's list must hold them too where it shows the form. */
// prettier-ignore
export const ADDRESS_FORM_KEYS = [
  ...FIELD_KEYS, 'acct.deliverFromAreaBranch', 'acct.deliverFromBranch', 'acct.deliverToArea', 'acct.deliverHere', 'acct.pincodeHint',
  'acct.mobile', 'acct.email', 'acct.address', 'acct.landmark', 'acct.landmarkHint', 'acct.city', 'acct.selectCity', 'acct.savedCity',
  'acct.pincode', 'acct.saving', 'acct.updateAddress', 'acct.addAddress', 'acct.back',
  'numericOnly', 'emailInvalid', 'addressSaved', 'addressSaveFailed', 'addressFailed', 'generic',
  ...msg('pincodeNotServiceable', 'addressAdded', 'addressUpdated', 'atMost'), ...rule('firstNameRequired', 'lastNameRequired', 'mobileRequired', 'mobileInvalid', 'emailRequired', 'addressRequired', 'cityRequired', 'pincodeRequired', 'pincodeInvalid'), 'srv.landmarkTooLong',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const ADDRESS_LIST_KEYS = [
  'acct.savedAddresses', 'acct.addNew', 'acct.noAddresses', 'acct.addOne', 'acct.editAddressOf', 'acct.deleteAddressOf', 'acct.landmark', 'addressSaved', 'addressFailed',
  ...msg('addressDeleted'),
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const PRIVACY_KEYS = [
  ...FIELD_KEYS, 'acct.saved', 'acct.offersUpdates', 'acct.marketingConsent', 'acct.agreedOn', 'acct.notAgreed', 'acct.deleteAccount',
  'acct.deleteErases', 'acct.deleteSignsOut', 'acct.deleteInvoices', 'login.password', 'acct.deletePasswordHint', 'acct.deleteUnderstood',
  'acct.deleteConfirm', 'acct.deleting', 'acct.deleteYes', 'acct.cancel', 'generic',
  'acct.privacy.confirmRequired', 'acct.privacy.passwordWrong', 'acct.privacy.accountDeleted', 'acct.privacy.marketingOn', 'acct.privacy.marketingOff',
  ...rule('passwordRequired'), 'srv.privacyConfirm', 'srv.passwordWrong',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const RECENT_ACTIVITIES_KEYS = [
  'acct.loading', 'acct.noRecent', 'acct.noRecentText', 'acct.startShopping', 'acct.recentlyViewed', 'acct.points', 'acct.removeName',
  'wishlistDeleteFailed', 'generic',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const CANCEL_ORDER_KEYS = [
  'acct.reasonMistake', 'acct.reasonChange', 'acct.reasonSlow', 'acct.reasonCheaper', 'acct.reasonOther', 'acct.cancelWhyMissing',
  'acct.cancelFailed', 'acct.cancelOffline', 'acct.cancelOrder', 'acct.cancelOrderTitle', 'acct.cancelWhy', 'acct.yourReason',
  'acct.keepOrder', 'acct.cancelling',
] as const satisfies readonly MessageKey[];

/** qr/InvalidQrModal.tsx */
export const INVALID_QR_KEYS = ['acct.qrInvalidTitle', 'acct.ok'] as const satisfies readonly MessageKey[];
// prettier-ignore
export const QR_KEYS = [
  ...INVALID_QR_KEYS, 'acct.cameraPreview', 'acct.cameraStarting', 'acct.cameraScanning', 'acct.cameraUnavailable', 'acct.qrReading',
  'acct.qrUpload', 'qrInvalid',
] as const satisfies readonly MessageKey[];

// prettier-ignore
export const WISHLIST_KEYS = [
  'acct.wishlistLoading', 'acct.wishlistEmpty', 'acct.wishlistEmptyText', 'acct.startShopping', 'acct.wishlistCaption', 'cart.remove', 'cart.image', 'cart.product', 'acct.pointsHead',
  'cart.price', 'acct.dealPrice', 'buy.outOfStock', 'acct.mrp', 'cart.removeItem',
] as const satisfies readonly MessageKey[];

export const LOGOUT_KEYS = ['menu.logout'] as const satisfies readonly MessageKey[];

export type FieldKey = (typeof FIELD_KEYS)[number];
export type NewPasswordKey = (typeof NEW_PASSWORD_KEYS)[number];
export type OtpStepKey = (typeof OTP_STEP_KEYS)[number];
export type LoginKey = (typeof LOGIN_KEYS)[number];
export type RegisterKey = (typeof REGISTER_KEYS)[number];
export type MobileVerificationKey = (typeof MOBILE_VERIFICATION_KEYS)[number];
export type ForgotKey = (typeof FORGOT_KEYS)[number];
export type ChangePasswordKey = (typeof CHANGE_PASSWORD_KEYS)[number];
export type AccountEditKey = (typeof ACCOUNT_EDIT_KEYS)[number];
export type AddressFormKey = (typeof ADDRESS_FORM_KEYS)[number];
export type AddressListKey = (typeof ADDRESS_LIST_KEYS)[number];
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];
export type RecentActivitiesKey = (typeof RECENT_ACTIVITIES_KEYS)[number];
export type CancelOrderKey = (typeof CANCEL_ORDER_KEYS)[number];
export type InvalidQrKey = (typeof INVALID_QR_KEYS)[number];
export type QrKey = (typeof QR_KEYS)[number];
export type WishlistKey = (typeof WISHLIST_KEYS)[number];
