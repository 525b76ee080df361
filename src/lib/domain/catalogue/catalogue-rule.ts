/**
 * A staff console rule as a said message (issue 27 item 4): the catalogue schemas (catalogue-edit.ts,
 * catalogue-packs.ts) write a catEdit.* / catPack.* key as a zod message, and the field the text
 * names ({field}) is the field the rule is on, so the schema states it once, as the object's key.
 * Used by the API's validation (shop-words.ts) and by the product CSV (product-csv.ts) alike.
 */
import type { ZodIssue } from 'zod';
import { CATALOGUE_FIELD_LABELS, type CatalogueField } from './catalogue-edit-messages';
import { said, type Said } from '../i18n/said';
import { ruleSaid } from '../i18n/said-rule';
import type { MessageKey } from '../i18n/en';

/** A key the catalogue console's schemas write (their texts name the field as {field}). */
export function isCatalogueRuleKey(key: string): boolean {
  return key.startsWith('catEdit.') || key.startsWith('catPack.');
}

/** The field a rule's path is on: a pack's name is "Pack name", not the product's. */
export function catalogueFieldOf(path: readonly (string | number)[]): CatalogueField | undefined {
  const last = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (last === 'name' && path[0] === 'packs') return 'pack_name';
  return last !== undefined && last in CATALOGUE_FIELD_LABELS ? (last as CatalogueField) : undefined;
}

/** The issue's key said with its params and the label of the field it is on. */
export function catalogueRuleSaid(issue: ZodIssue): Said {
  const rule = ruleSaid(issue);
  const field = catalogueFieldOf(issue.path);
  return said(rule.key as MessageKey, { ...rule.params, ...(field ? { field: said(`catEdit.field.${field}`) } : {}) });
}
