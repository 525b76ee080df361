/** zod schemas shared by the browser forms and the API edge (SPEC §5). */
import { z } from 'zod';
import { MSG } from './messages';
import { MOBILE_RE, PINCODE_RE } from './patterns';

export { MOBILE_RE, PINCODE_RE };

export const mobileSchema = z
  .string({ required_error: 'Mobile number is required' })
  .trim()
  .regex(MOBILE_RE, 'Enter a valid 10 digit mobile number');

export const pincodeSchema = z
  .string({ required_error: 'Pincode is required' })
  .trim()
  .regex(PINCODE_RE, 'Enter a valid 6 digit pincode');

export const emailSchema = z.string({ required_error: 'Email is required' }).trim().email(MSG.emailInvalid).max(254);

export const idSchema = z.coerce.number({ invalid_type_error: 'Invalid id' }).int('Invalid id').positive('Invalid id');
