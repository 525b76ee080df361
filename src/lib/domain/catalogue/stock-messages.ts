/**
 * What the staff stock screen's server says (issue 28: stock per branch and a ledger), in English;
 * the catalogue keys (stock.*) are in messages/*.json with Kannada and Hindi, so a
 * refusal carries its key as `code` and is said in the reader's language.
 */
export const STOCK_MSG = {
  reasonRequired: 'Say why the stock changes: a reason is required',
  notYourBranch: 'You can see and change stock only at your own branch',
  managerOnly: 'Only the manager can move stock between branches',
  sameBranch: 'Choose two different branches to move stock between',
  packUnknown: 'That pack is not one of this product’s sizes',
  short: 'Only {left} of this pack at {branch}: nothing was changed',
  counted: 'Stock updated',
  received: 'Goods received',
  writtenOff: 'Written off',
  transferred: 'Stock moved between branches',
  /** said beside the out-of-stock refusal when another branch has the pack (the shopper can pick it up there) */
  elsewhere: 'Not at {here} today — pick up at {there}',
  /** the one-tap switch beside that hint (product page, cart): checkout opens on pickup at that store */
  pickupThere: 'Pick up at {there}',
  // the stock count by CSV (stock-csv.ts; docs/stock.md has the format); a refused row's text leaves
  // out its row: the answer carries it as `row` and the console says "Row 3 (branch): " before it
  csvColumns: 'The first line must name the columns sku, pack, branch, counted: found {found}',
  csvBadCount: 'The count must be a whole number from 0 to {max}, not {value}',
  csvDuplicate: 'Counts the same pack at the same branch as row {first}',
  csvUnknownPack: '{sku} has no pack {pack}',
  csvUnknownBranch: 'There is no branch {branch}',
  csvOtherBranch: 'You can count only your own branch, not {branch}',
  /** the check's summary: three counted parts, each one of a One/Many pair (stock-csv.ts stockCsvChecked) */
  csvChecked: '{changes}, {same}, {refused}',
  csvChangesOne: '{n} count would change',
  csvChangesMany: '{n} counts would change',
  csvSameOne: '{n} is unchanged',
  csvSameMany: '{n} are unchanged',
  csvRefusedOne: '{n} row is refused',
  csvRefusedMany: '{n} rows are refused',
  csvAppliedOne: '{n} count changed',
  csvAppliedMany: '{n} counts changed',
} as const;

export type StockMsgKey = keyof typeof STOCK_MSG;
