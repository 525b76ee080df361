import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, StaffMember } from '../env';
import { staffSession as staffSessionFor } from '../services/staff/staff-sessions';
import { closeSession, openSession, STAFF_SESSION } from './session-cookie';

/** Staff have their own cookie: a customer's `sid` never opens the staff console, nor this one the shop. */
export const STAFF_COOKIE = STAFF_SESSION.cookie;

export const STAFF_MSG = {
  login: 'Please log in as staff',
  role: 'Your role cannot do this',
  loginFailed: 'Mobile number or password is wrong',
  loggedOut: 'Logged out',
  lockedForNewDevices:
    'Too many wrong passwords for this account today. Sign in from a device you have used before, or ask the manager to unlock the account.',
  notFound: 'Staff member not found',
  unlocked: 'Account unlocked: it can sign in from any device again',
  passwordReset: 'Password changed: their sessions have ended and they sign in with the new password',
  yourPasswordWrong: 'Your own password is wrong',
} as const;

/** A browser a staff member signed in from: a random token, only its SHA-256 in staff_device (migration 0022). */
export const STAFF_DEVICE_COOKIE = 'staff_device';
const DEVICE_DAYS = 180;

/** The browser's device token after a successful staff login: its own if it has one, else a new one. */
export function keepStaffDevice(c: Context<AppEnv>, token: string): void {
  setCookie(c, STAFF_DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/api/staff',
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}

/** Resolves the signed-in staff member; only mounted on /staff/* routes. Answers are never cached. */
export function staffSession(): MiddlewareHandler<AppEnv> {
  return async function staffSession(c, next) {
    c.set('staff', null);
    c.set('staffSessionId', null);
    const found = await staffSessionFor(c.env.DB, getCookie(c, STAFF_COOKIE));
    if (found) {
      c.set('staff', found.staff);
      c.set('staffSessionId', found.id);
    }
    await next();
    c.header('Cache-Control', 'private, no-store');
  };
}

/**
 * 401 without a staff session (a customer's session does not count); 403 for a role not listed.
 * The guard names its roles, so the staff API's reference lists them (scripts/docs/staff-api.ts).
 */
export function requireStaff(...roles: StaffMember['role'][]): MiddlewareHandler<AppEnv> & { roles: StaffMember['role'][] } {
  const guard: MiddlewareHandler<AppEnv> = async function requireStaff(c, next) {
    const staff = c.get('staff');
    if (!staff) return c.json({ status: 0, message: STAFF_MSG.login, staff_login: true }, 401);
    if (roles.length && !roles.includes(staff.role)) return c.json({ status: 0, message: STAFF_MSG.role }, 403);
    await next();
  };
  return Object.assign(guard, { roles });
}

export function currentStaff(c: Context<AppEnv>): StaffMember {
  const staff = c.get('staff');
  if (!staff) throw new Error('requireStaff() must run before currentStaff()');
  return staff;
}

/** Signs the staff member in (a staff session the browser had before ends: session-cookie.ts). */
export function startStaffSession(c: Context<AppEnv>, staffId: number): Promise<void> {
  return openSession(c, STAFF_SESSION, staffId);
}

export function endStaffSession(c: Context<AppEnv>): Promise<void> {
  return closeSession(c, STAFF_SESSION);
}
