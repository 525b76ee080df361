/**
 * zod's own texts ("Expected number, received nan", "String must contain at least 1 character(s)")
 * never reach a shopper: an issue whose message is zod's default is retold in shop words naming the
 * field. Messages a schema sets itself are catalogue keys (rule.*, catEdit.*, ...), said as its own.
 */
import { defaultErrorMap, ZodIssueCode, type ZodIssue } from 'zod';
import { said, saidLower, type Said } from '../../src/lib/domain/i18n/said';
import { ruleSaid } from '../../src/lib/domain/i18n/said-rule';
import { isMessageKey } from '../../src/lib/domain/i18n/t';
import { catalogueRuleSaid, isCatalogueRuleKey } from '../../src/lib/domain/catalogue/catalogue-rule';

function fieldKey(path: (string | number)[]): string | undefined {
  return [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
}

/**
 * The field's name as a shopper calls it: a catalogue label (srv.field.<wire name>, as SPEC §7 spells
 * the field: mobileno, flag…; srv.field.thisField when no field is named), else words made from its key.
 */
export function fieldLabel(path: (string | number)[], lower = false): Said | string {
  const name = fieldKey(path) ?? 'thisField';
  const key = `srv.field.${name}`;
  if (isMessageKey(key)) return lower ? saidLower(key) : said(key);
  const label = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return lower ? label : label.charAt(0).toUpperCase() + label.slice(1);
}

function isLibraryText(issue: ZodIssue): boolean {
  const { message } = defaultErrorMap(issue as never, { data: undefined, defaultError: issue.message });
  // zod's own wording is detected by comparing with zod's default text: library words, never a shopper's
  // eslint-disable-next-line shop/no-decision-on-words
  return message === issue.message;
}

function retell(issue: ZodIssue): Said {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === 'undefined' || issue.received === 'null') return said('srv.form.required', { field });
      return said(issue.expected === 'number' || issue.expected === 'integer' ? 'srv.form.number' : 'srv.form.notValid', { field });
    case ZodIssueCode.too_small:
      if (issue.type === 'string' && Number(issue.minimum) <= 1) return said('srv.form.required', { field });
      if (issue.type === 'number') return said('srv.form.atLeast', { field, min: String(issue.minimum) });
      return said('srv.form.tooShort', { field });
    case ZodIssueCode.too_big:
      if (issue.type === 'number') return said('srv.form.atMost', { field, max: String(issue.maximum) });
      return said('srv.form.tooLong', { field });
    case ZodIssueCode.invalid_string:
      return issue.validation === 'email' ? said('emailInvalid') : said('srv.form.notValid', { field });
    case ZodIssueCode.invalid_enum_value:
    case ZodIssueCode.invalid_literal:
    case ZodIssueCode.invalid_union:
    case ZodIssueCode.invalid_union_discriminator:
      return said('srv.form.chooseValid', { field: fieldLabel(issue.path, true) });
    case ZodIssueCode.unrecognized_keys:
      return said('srv.form.invalidRequest');
    default:
      return issue.path.length ? said('srv.form.notValid', { field }) : said('srv.form.invalidRequest');
  }
}

/**
 * The issue's message in words a shopper can act on: zod's own retold; a schema's own rule said by
 * its key (i18n/said-rule.ts). A message that is no key (a rule someone wrote as words) is retold
 * like zod's own: no English is read back into a key (issue 27 item 4).
 */
export function shopMessage(issue: ZodIssue): Said {
  if (isLibraryText(issue)) return retell(issue);
  const rule = ruleSaid(issue);
  // the console's catalogue rules name the field they sit on ({field}): catalogue-rule.ts
  if (isCatalogueRuleKey(rule.key)) return catalogueRuleSaid(issue);
  return isMessageKey(rule.key) ? said(rule.key, rule.params) : retell(issue);
}
