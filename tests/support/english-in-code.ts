/**
 * The English the code itself says (SPEC §8's messages, the API's refusals by English constant, the
 * browser's fallbacks), each at the catalogue key that says the same in Kannada and Hindi. Until the
 * TypeScript catalogues moved to messages/*.json these were spread into en.ts; now
 * tests/unit/english-in-code.test.ts holds messages/en.json to them word for word, so a change to
 * either shows up as a failing test rather than two Englishes.
 */
import { CATALOGUE_FIELD_LABELS, CATALOGUE_PICTURE_MSG } from '../../src/lib/domain/catalogue/catalogue-edit-messages';

function prefixed(prefix: string, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [`${prefix}${k}`, v]));
}

export const ENGLISH_IN_CODE: Record<string, string> = {
  ...prefixed('catPic.', CATALOGUE_PICTURE_MSG),
  ...prefixed('catEdit.field.', CATALOGUE_FIELD_LABELS),
};
