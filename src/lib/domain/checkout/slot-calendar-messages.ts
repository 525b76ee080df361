/**
 * What the slot calendar says (issue 28): the staff console's answers and refusals about a slot's
 * usual week, a date's capacity and a branch closed for a day, the checkout's word for a closed day,
 * and the notice a shopper gets when their order's day is closed. Plain English in one place; the
 * catalogue (messages/*.json, cal.*) gives each a key, so every refusal carries a `code` and is said
 * in Kannada and Hindi too.
 */
export const CALENDAR_MSG = {
  slotNotFound: 'Slot not found',
  branchNotFound: 'Branch not found',
  dayPast: 'Choose today or a later date',
  chooseDate: 'Choose a date',
  dateFormat: 'Date must be YYYY-MM-DD',
  capacityWhole: 'Capacity must be a whole number',
  capacityNegative: 'Capacity cannot be negative (0: not offered)',
  capacityMax: 'Capacity can be at most 500',
  sevenDays: 'Give seven days, Sunday first',
  reasonLong: 'Please keep the reason under 100 characters',
  slotUpdated: 'Slot updated',
  weekSaved: 'Usual week saved',
  daySaved: 'Date saved',
  closed: 'Branch closed that day: no slots are offered',
  closedTold: 'Branch closed that day, and the shoppers were told (booked orders: {count}). Their orders still need delivering.',
  opened: 'Branch open that day again',
  hasOrders: 'Open orders booked for that day: {count}. Move them to another day first, or close anyway and tell their shoppers.',
} as const;

/** The checkout's day tab for a day the branch is closed, when the calendar gives no note. */
export const CLOSED_DAY_TAB = 'Closed';
