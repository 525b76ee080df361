/** The content area's face (D1 queries): what the rest of the API may use of it. */
export * from './content';
export * from './festivals';
