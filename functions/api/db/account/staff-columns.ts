/**
 * The text columns of the employees' own tables and the console's trails (personal-columns.ts
 * spreads them in): no customer is in them, so a customer's erasure leaves them; each says why.
 */
import { CODE, kept, type PersonalTable } from './column-fates';

export const STAFF_TABLES: Record<string, PersonalTable> = {
  staff: {
    rows: "employees, not customers: a customer's erasure does not touch them; the manager deactivates an account",
    columns: {
      mobile: kept("an employee's work login"),
      name: kept("an employee's name on the order trail"),
      role: kept(CODE),
      password_hash: kept("the employee's login"),
      password_salt: kept("the employee's login"),
    },
  },
  staff_session: { rows: "an employee's sign-in", columns: { id: kept("an employee's session") } },
  staff_device: {
    rows: 'browsers an employee signed in from (issue 26 item 5)',
    columns: { token_hash: kept("the hash of an employee's device token, so strangers cannot lock them out") },
  },
  staff_account_event: {
    rows: "the manager's changes to employees' accounts (unlock, password, added, switched off and on) and their own password changes",
    columns: { action: kept(CODE), detail: kept("the role and branch an employee's account was given: the shop's staffing") },
  },
  product_change: {
    rows: "the manager's catalogue changes (issue 28): which employee changed a product, and when; no customer is in them",
    columns: {
      source: kept(CODE),
      before_json: kept("the product's fields before the change: the shop's catalogue"),
      after_json: kept("the product's fields after the change: the shop's catalogue"),
    },
  },
  slot_calendar_change: {
    rows: "the slot calendar's trail (issue 28): which employee changed a branch's slots or closed a day, and when; no customer is in them",
    columns: {
      what: kept(CODE),
      day: kept("the day a change is for: the shop's calendar"),
      before_json: kept("the calendar's capacities before the change: the shop's opening hours"),
      after_json: kept("the calendar's capacities after the change: the shop's opening hours"),
    },
  },
  stock_move: {
    rows: 'the stock ledger (issue 28): which employee counted, received, wrote off or moved a pack, and why; no customer is in them',
    columns: { kind: kept(CODE), reason: kept("the employee's reason for a stock change, about the goods") },
  },
};
