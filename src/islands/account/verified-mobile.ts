/**
 * The number verified on /mobile-verification, carried to /register in sessionStorage (this tab
 * only). It is a convenience for the read-only field: the server still requires this browser's
 * proof of a verified code before it registers anyone.
 */
export const VERIFIED_MOBILE_KEY = 'verifiedMobile';

export function readVerifiedMobile(): string {
  try {
    const fromStore = sessionStorage.getItem(VERIFIED_MOBILE_KEY) ?? '';
    if (/^[1-9][0-9]{9}$/.test(fromStore)) return fromStore;
    const fromQuery = new URLSearchParams(location.search).get('phone') ?? '';
    return /^[1-9][0-9]{9}$/.test(fromQuery) ? fromQuery : '';
  } catch {
    return '';
  }
}

export function forgetVerifiedMobile(): void {
  try {
    sessionStorage.removeItem(VERIFIED_MOBILE_KEY);
  } catch {
    /* storage blocked */
  }
}

/** Where a registration that began at checkout's sign-in (/login/cart) returns to, instead of /login. */
export const AFTER_REGISTER_KEY = 'afterRegister';

export function takeAfterRegister(): string {
  try {
    const to = sessionStorage.getItem(AFTER_REGISTER_KEY) ?? '';
    sessionStorage.removeItem(AFTER_REGISTER_KEY);
    // only our own sign-in page for the cart, in any language
    return /^(\/(kn|hi))?\/login\/cart$/.test(to) ? to : '/login';
  } catch {
    return '/login';
  }
}
