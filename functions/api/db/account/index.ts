/** The account area's face (D1 queries): what the rest of the API may use of it. */
export * from './addresses';
export * from './column-fates';
export * from './newsletter';
export * from './otps';
export * from './personal-columns';
export * from './privacy';
export * from './sessions';
export * from './shop-columns';
export * from './staff-columns';
export * from './users';
