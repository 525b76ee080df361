/** The account area's face (services): what the rest of the API may use of it. */
export * from './addresses';
export * from './auth';
export * from './customer-lang';
export * from './grievance';
export * from './otp';
export * from './otp-guesses';
export * from './privacy';
export * from './profile';
export * from './sessions';
export * from './sign-in-otp';
