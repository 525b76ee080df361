/**
 * The account's routes as the islands call them (sign-up, login, OTPs, passwords, addresses,
 * profile, order updates, recent activities, privacy, cancelling an order, logout), typed from the routes through the typed core.
 */
import { caller, type Api } from './typed-core';

interface Posts {
  checkMobile: Api['checkMobile']['$post'];
  verifyOtp: Api['verifyOtp']['$post'];
  register: Api['register']['$post'];
  login: Api['login']['$post'];
  loginOtp: Api['loginOtp']['$post'];
  forgetpassword: Api['forgetpassword']['$post'];
  user_password_change: Api['user_password_change']['$post'];
  changePassword: Api['changePassword']['$post'];
  signInOtp: Api['signInOtp']['$post'];
  signInWithOtp: Api['signInWithOtp']['$post'];
  'addressDelete/:id': Api['addressDelete'][':id']['$post'];
  'account/consent': Api['account']['consent']['$post'];
  'account/delete': Api['account']['delete']['$post'];
  orderCancel: Api['orderCancel']['$post'];
  addressAdd: Api['addressAdd']['$post'];
  'addressEdit/:id': Api['addressEdit'][':id']['$post'];
  profileUpdate: Api['profileUpdate']['$post'];
  'account/order-updates': Api['account']['order-updates']['$post'];
  advisorVisit: Api['advisorVisit']['$post'];
  recentActivities: Api['recentActivities']['$post'];
  recentActivitiesDelete: Api['recentActivitiesDelete']['$post'];
}

interface Gets {
  addressList: Api['addressList']['$get'];
  'account/consent': Api['account']['consent']['$get'];
  city: Api['city']['$get'];
  pincode: Api['pincode']['$get'];
  branchList: Api['branchList']['$get'];
}

/** POST /api/<path> of an account route: the route's answer or a Refusal; rejects on a network failure. */
export const accountPost = /* #__PURE__ */ caller<Posts>('POST');

/** GET /api/<path> of an account route. */
export const accountGet = /* #__PURE__ */ caller<Gets>('GET');
