/**
 * Every user-facing text of delivery slots, substitutes and delivery instructions (issue 17), in
 * plain English in one place so the translation catalogue can take them over.
 */
export const SLOT_MSG = {
  slotFull: 'This delivery slot is full. Please choose another.',
  pickupFull: 'This pickup window is full. Please choose another.',
  slotPast: 'This delivery slot has closed. Please choose another.',
  pickupPast: 'This pickup window has closed. Please choose another.',
  slotUnknown: 'Please choose a delivery slot.',
  pickupUnknown: 'Please choose a pickup window.',
  noSlotsLeft: 'No delivery slots are left in the next few days. Please try again later.',
  /** the slot calendar (issue 28): the branch closed that day, or this slot not offered that day */
  dayClosed: 'The store is closed on this day. Please choose another day.',
  slotOffDay: 'This delivery slot is not offered on this day. Please choose another.',
  pickupOffDay: 'This pickup window is not offered on this day. Please choose another.',
  /** reasons shown on a disabled slot button */
  reasonFull: 'Full',
  reasonPast: 'Closed',
  deliveryHeading: 'Delivery slot',
  pickupHeading: 'Pickup window',
  today: 'Today',
  tomorrow: 'Tomorrow',
  slotsLoading: 'Loading slots…',
  slotsFailed: 'Could not load slots. Please try again.',
  /** substitutes */
  ifMissingLabel: 'If out of stock',
  ifMissing: { call: 'Call me', replace: 'Replace with similar', skip: 'Skip' },
  /** instructions and landmark */
  instructionsLabel: 'Delivery instructions',
  instructionsHint: 'Gate code, leave at the door, call on arrival…',
  instructionsTooLong: 'Please keep the delivery instructions under 200 characters',
  landmarkLabel: 'Landmark',
  landmarkHint: 'Near a temple, school, bus stop…',
  landmarkTooLong: 'Please keep the landmark under 100 characters',
  slotOnOrder: 'Slot',
} as const;

export type IfMissing = keyof typeof SLOT_MSG.ifMissing;
