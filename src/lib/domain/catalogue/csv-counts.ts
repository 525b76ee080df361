/**
 * The staff CSV screens' counted texts (prices, products, stock): a number is said with its singular
 * when it is one ("1 product would change", "1 row is refused"), never "1 products". Each message
 * keeps its key, so the answer's `code` (or a refused row's) is what it was: the key words the
 * sentence and takes its counted parts as params, each part one of a One/Many pair. Only the price
 * CSV's apply is a lone counted clause (no words around it to keep a key for in Kannada or Hindi):
 * catCsv.applied stays its plural, catCsv.appliedOne its singular.
 */
import { said, type Said } from '../i18n/said';
import type { MessageKey } from '../i18n/en';

/** A number said with its singular when it is one: the catalogue's One/Many pairs. */
export const counted = (n: number, one: MessageKey, many: MessageKey): Said => said(n === 1 ? one : many, { n });

const same = (n: number) => counted(n, 'catCsv.sameOne', 'catCsv.sameMany');
const refused = (n: number) => counted(n, 'catCsv.refusedOne', 'catCsv.refusedMany');

/** The price CSV's check: "1 product would change, 2 are unchanged, 1 row is refused". */
export function priceCsvChecked(changes: number, unchanged: number, refusedRows: number): Said {
  return said('catCsv.checked', {
    changes: counted(changes, 'catCsv.changesOne', 'catCsv.changesMany'),
    same: same(unchanged),
    refused: refused(refusedRows),
  });
}

/** The price CSV's apply: "1 product changed", "200 products changed". */
export const priceCsvApplied = (n: number): Said => counted(n, 'catCsv.appliedOne', 'catCsv.applied');

/** The product CSV's check: "1 product would be added and 2 changed, 0 are unchanged, 1 row is refused". */
export function productCsvChecked(added: number, changes: number, unchanged: number, refusedRows: number): Said {
  return said('catProdCsv.checked', {
    added: counted(added, 'catProdCsv.addsOne', 'catProdCsv.addsMany'),
    changes: counted(changes, 'catProdCsv.changesOne', 'catProdCsv.changesMany'),
    same: same(unchanged),
    refused: refused(refusedRows),
  });
}

/** The product CSV's apply: "1 product added and 2 changed". */
export function productCsvApplied(added: number, changes: number): Said {
  return said('catProdCsv.applied', {
    added: counted(added, 'catProdCsv.addedOne', 'catProdCsv.addedMany'),
    changes: counted(changes, 'catProdCsv.changedOne', 'catProdCsv.changedMany'),
  });
}

/** Any CSV's apply refused for its refused rows: "Nothing was changed: 1 row is refused. Correct it …". */
export const csvRefusedNothingApplied = (n: number): Said =>
  said('catCsv.refusedNothingApplied', { refused: counted(n, 'catCsv.refusedFixOne', 'catCsv.refusedFixMany') });

/** A row whose cells do not match the first line's columns: "This row has 1 cell; the first line names 4". */
export const csvCellsRefused = (n: number, expected: number): Said =>
  said('catCsv.cells', { cells: counted(n, 'catCsv.cellsOne', 'catCsv.cellsMany'), expected });
