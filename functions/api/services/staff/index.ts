/** The staff area's face (services): what the rest of the API may use of it. */
export * from './staff-accounts';
export * from './staff-auth';
export * from './staff-roster';
export * from './staff-sessions';
