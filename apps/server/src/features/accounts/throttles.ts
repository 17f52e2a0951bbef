import { perClient, type Limit } from '../../rate-limit/index.ts';

// The tests of the address rule (one IPv4 address or one IPv6 /64) live with the sign-in limits.
export { clientKey } from '../../rate-limit/index.ts';

const minute = 60 * 1000;

export const accountSignInBucket = (email: string) => `login:account:${email}`;

/** Failed sign-ins: 10 per 15 minutes for one account, and 10 per 15 minutes from one client. */
export const signInLimits = (email: string, ip: string): Limit[] => [
  { bucket: accountSignInBucket(email), max: 10, windowMs: 15 * minute },
  perClient('login', ip, 10, 15 * minute),
];

/** Wrong current passwords when changing it, per account: the same budget as signing in. */
export const passwordCheckLimits = (userId: number): Limit[] => [
  { bucket: `password:user:${userId}`, max: 10, windowMs: 15 * minute },
];

/** Reset e-mails: 3 an hour to one address (quietly), 20 an hour from one client. */
export const resetMailLimit = (email: string): Limit[] => [
  { bucket: `reset:account:${email}`, max: 3, windowMs: 60 * minute },
];
export const resetClientLimit = (ip: string): Limit[] => [perClient('reset', ip, 20, 60 * minute)];

/**
 * Profile pictures: 10 an hour for one account, 30 an hour from one client (several accounts
 * behind one carrier address). Decoding pictures is the most expensive thing a customer can ask.
 */
export const pictureUploadLimits = (userId: number, ip: string): Limit[] => [
  { bucket: `picture:user:${userId}`, max: 10, windowMs: 60 * minute },
  perClient('picture', ip, 30, 60 * minute),
];

/**
 * New accounts: 20 an hour from one client. Generous, because many Nigerian mobile subscribers
 * share one carrier address (CGNAT); enough to stop a script from minting accounts.
 */
export const registrationLimits = (ip: string): Limit[] => [perClient('register', ip, 20, 60 * minute)];

const hour = 60 * minute;

/**
 * Successful sign-ins: 30 an hour to one account and 300 an hour from one client. A person signs in
 * a few times a day; a script replaying stolen passwords, or minting sessions, signs in far more.
 * The client budget is wide for the same reason as registrations (shared carrier addresses).
 */
export const signInSuccessLimits = (email: string, ip: string): Limit[] => [
  { bucket: `login-ok:account:${email}`, max: 30, windowMs: hour },
  perClient('login-ok', ip, 300, hour),
];

/** Wrong codes while setting up two-step sign-in, per account: the password budget again. */
export const secondFactorSetupLimits = (userId: number): Limit[] => [
  { bucket: `totp-setup:user:${userId}`, max: 10, windowMs: 15 * minute },
];

/** Verification e-mails asked for again: 3 an hour to one account. */
export const verificationMailLimits = (userId: number): Limit[] => [
  { bucket: `verify-mail:user:${userId}`, max: 3, windowMs: hour },
];
