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
  // the stock count by CSV (stock-csv.ts; docs/stock.md has the format)
  csvColumns: 'The first line must name the columns sku, pack, branch, counted: found {found}',
  csvBadCount: 'Row {row}: counted must be a whole number from 0 to {max}, not {value}',
  csvDuplicate: 'Row {row} counts the same pack at the same branch as row {first}',
  csvUnknownPack: 'Row {row}: {sku} has no pack {pack}',
  csvUnknownBranch: 'Row {row}: there is no branch {branch}',
  csvOtherBranch: 'Row {row}: you can count only your own branch, not {branch}',
  csvChecked: '{changes} counts would change, {same} are unchanged, {refused} rows are refused',
  csvApplied: '{n} counts changed',
} as const;

export type StockMsgKey = keyof typeof STOCK_MSG;
