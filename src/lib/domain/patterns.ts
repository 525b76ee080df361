/**
 * Input patterns shared by the zod schemas and the browser code that must not pull zod in (the pincode check).
 */

/** Indian mobile: 10 digits, not starting with 0. */
export const MOBILE_RE = /^[1-9][0-9]{9}$/;

/** India Post PIN code: 6 digits, the first never 0. */
export const PINCODE_RE = /^[1-9][0-9]{5}$/;
