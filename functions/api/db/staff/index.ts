/** The staff area's face (D1 queries): what the rest of the API may use of it. */
export * from './staff';
export * from './staff-accounts';
export * from './staff-roster';
