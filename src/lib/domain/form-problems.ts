/**
 * The API's own words for a form problem zod would say in its library English (functions/api/
 * shop-words.ts), as catalogue texts with {params} (keys srv.form.*, and srv.field.* for the field
 * names): the API says them as keys with params (shop-words.ts), in the shopper's language. English exactly as before.
 */
export const FORM_PROBLEM_MSG = {
  required: '{field} is required',
  number: '{field} must be a number',
  notValid: '{field} is not valid',
  atLeast: '{field} must be at least {min}',
  atMost: '{field} must be at most {max}',
  tooShort: '{field} is too short',
  tooLong: '{field} is too long',
  chooseValid: 'Please choose a valid {field}',
  invalidRequest: 'Invalid request',
} as const;
