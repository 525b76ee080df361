/**
 * The staff console's catalogue texts (issue 28): the product editor's and the CSV of prices'
 * refusals and answers (catEdit.*, catCsv.*) and the field names they say (catEdit.field.*),
 * English word for word from catalogue-edit-messages.ts (the rules say these keys, catalogue-rule.ts
 * fills in the field). Spread at the end of en.ts; kn-catalogue-edit.ts and hi-catalogue-edit.ts beside it.
 */
import {
  CATALOGUE_CSV_MSG,
  CATALOGUE_EDIT_MSG,
  CATALOGUE_FIELD_LABELS,
  CATALOGUE_PACK_MSG,
  CATALOGUE_PICTURE_MSG,
  PRODUCT_CSV_MSG,
} from '../catalogue/catalogue-edit-messages';

type Prefixed<P extends string, T extends Record<string, string>> = { readonly [K in keyof T & string as `${P}${K}`]: T[K] };

function prefixed<P extends string, T extends Record<string, string>>(prefix: P, messages: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [`${prefix}${k}`, v])) as Prefixed<P, T>;
}

export const EN_CATALOGUE_EDIT = {
  ...prefixed('catEdit.', CATALOGUE_EDIT_MSG),
  ...prefixed('catCsv.', CATALOGUE_CSV_MSG),
  ...prefixed('catPack.', CATALOGUE_PACK_MSG),
  ...prefixed('catPic.', CATALOGUE_PICTURE_MSG),
  ...prefixed('catProdCsv.', PRODUCT_CSV_MSG),
  ...prefixed('catEdit.field.', CATALOGUE_FIELD_LABELS),
};

export type CatalogueEditKey = keyof typeof EN_CATALOGUE_EDIT;
