/**
 * zod's own texts ("Expected number, received nan", "String must contain at least 1 character(s)")
 * never reach a shopper: an issue whose message is zod's default is retold in shop words naming the
 * field. Messages a schema sets itself (SPEC §8 texts, "Invalid id") are kept as they are.
 */
import { defaultErrorMap, ZodIssueCode, type ZodIssue } from 'zod';
import { FIELD_LABELS, FORM_PROBLEM_MSG as SAY } from '../../src/lib/domain/form-problems';
import { fill } from '../../src/lib/domain/i18n/fill';
import { MSG } from '../../src/lib/domain/messages';

const LABELS: Record<string, string> = FIELD_LABELS;

export function fieldLabel(path: (string | number)[]): string {
  const key = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!key) return FIELD_LABELS.thisField;
  const label =
    LABELS[key] ??
    key
      .replace(/[_-]+/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function isLibraryText(issue: ZodIssue): boolean {
  const { message } = defaultErrorMap(issue as never, { data: undefined, defaultError: issue.message });
  // zod's own wording is detected by comparing with zod's default text: library words, never a shopper's
  // eslint-disable-next-line shop/no-decision-on-words
  return message === issue.message;
}

function retell(issue: ZodIssue): string {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === 'undefined' || issue.received === 'null') return fill(SAY.required, { field });
      return issue.expected === 'number' || issue.expected === 'integer' ? fill(SAY.number, { field }) : fill(SAY.notValid, { field });
    case ZodIssueCode.too_small:
      if (issue.type === 'string' && Number(issue.minimum) <= 1) return fill(SAY.required, { field });
      if (issue.type === 'number') return fill(SAY.atLeast, { field, min: String(issue.minimum) });
      return fill(SAY.tooShort, { field });
    case ZodIssueCode.too_big:
      if (issue.type === 'number') return fill(SAY.atMost, { field, max: String(issue.maximum) });
      return fill(SAY.tooLong, { field });
    case ZodIssueCode.invalid_string:
      return issue.validation === 'email' ? MSG.emailInvalid : fill(SAY.notValid, { field });
    case ZodIssueCode.invalid_enum_value:
    case ZodIssueCode.invalid_literal:
    case ZodIssueCode.invalid_union:
    case ZodIssueCode.invalid_union_discriminator:
      return fill(SAY.chooseValid, { field: field.toLowerCase() });
    case ZodIssueCode.unrecognized_keys:
      return SAY.invalidRequest;
    default:
      return issue.path.length ? fill(SAY.notValid, { field }) : SAY.invalidRequest;
  }
}

/** The issue's message in words a shopper can act on. */
export function shopMessage(issue: ZodIssue): string {
  return isLibraryText(issue) ? retell(issue) : issue.message;
}
