/**
 * The requests' field names, as SPEC §7 spells them on the wire (`mobileno`, `flag`…), with what a
 * shopper calls each one: the API names a field in its form problems with these (functions/api/
 * shop-words.ts), in the shopper's language (keys srv.field.*). Keyed by wire names, so it lives
 * with the schemas (eslint.config.js lets *-schemas.ts files say them).
 */
/** "qty" is "Quantity"; other fields are named from their key. */
export const FIELD_LABELS = {
  id: 'Product',
  product_id: 'Product',
  qty: 'Quantity',
  quantity: 'Quantity',
  mobile: 'Mobile number',
  mobileno: 'Mobile number',
  phone: 'Mobile number',
  email: 'Email',
  password: 'Password',
  address_id: 'Delivery address',
  branch: 'Store',
  flag: 'Delivery choice',
  pincode: 'Pincode',
  coupon: 'Promocode',
  amount: 'Amount',
  otp: 'OTP',
  page: 'Page',
  limit: 'Limit',
  thisField: 'This field',
} as const;
