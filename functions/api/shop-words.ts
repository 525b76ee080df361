/**
 * zod's own texts ("Expected number, received nan", "String must contain at least 1 character(s)")
 * never reach a shopper: an issue whose message is zod's default is retold in shop words naming the
 * field. Messages a schema sets itself (SPEC §8 texts, "Invalid id") are kept as they are.
 */
import { defaultErrorMap, ZodIssueCode, type ZodIssue } from 'zod';
import { MSG } from '../../src/lib/domain/messages';

const LABELS: Record<string, string> = {
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
};

export function fieldLabel(path: (string | number)[]): string {
  const key = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!key) return 'This field';
  const label = LABELS[key] ?? key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function isLibraryText(issue: ZodIssue): boolean {
  const { message } = defaultErrorMap(issue as never, { data: undefined, defaultError: issue.message });
  return message === issue.message;
}

function retell(issue: ZodIssue): string {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === 'undefined' || issue.received === 'null') return `${field} is required`;
      return issue.expected === 'number' || issue.expected === 'integer' ? `${field} must be a number` : `${field} is not valid`;
    case ZodIssueCode.too_small:
      if (issue.type === 'string' && Number(issue.minimum) <= 1) return `${field} is required`;
      if (issue.type === 'number') return `${field} must be at least ${issue.minimum}`;
      return `${field} is too short`;
    case ZodIssueCode.too_big:
      if (issue.type === 'number') return `${field} must be at most ${issue.maximum}`;
      return `${field} is too long`;
    case ZodIssueCode.invalid_string:
      return issue.validation === 'email' ? MSG.emailInvalid : `${field} is not valid`;
    case ZodIssueCode.invalid_enum_value:
    case ZodIssueCode.invalid_literal:
    case ZodIssueCode.invalid_union:
    case ZodIssueCode.invalid_union_discriminator:
      return `Please choose a valid ${field.toLowerCase()}`;
    case ZodIssueCode.unrecognized_keys:
      return 'Invalid request';
    default:
      return issue.path.length ? `${field} is not valid` : 'Invalid request';
  }
}

/** The issue's message in words a shopper can act on. */
export function shopMessage(issue: ZodIssue): string {
  return isLibraryText(issue) ? retell(issue) : issue.message;
}
