/** zod schemas shared by the browser forms and the API edge (SPEC §5). */
import { z } from 'zod';
import { MOBILE_RE, PINCODE_RE } from './patterns';

export { MOBILE_RE, PINCODE_RE };

export const pincodeSchema = z.string({ required_error: 'srv.pincodeRequired' }).trim().regex(PINCODE_RE, 'srv.pincodeInvalid');

export const idSchema = z.coerce.number({ invalid_type_error: 'rule.invalidId' }).int('rule.invalidId').positive('rule.invalidId');
