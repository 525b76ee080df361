/** The profile view, dashboard counters and profile edits (SPEC §2 account, §4 profile update). */
import { listOrderSummaries, orderCounters, type OrderCounters, type OrderCursor, type OrderSummary } from '../../db/orders';
import {
  emailTaken,
  endOtherSessionsStatement,
  findUserById,
  setPasswordStatement,
  updateProfileStatement,
  toProfile,
} from '../../db/account';
import { ShopError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { checkCurrentPassword, userSummary } from './auth';
import { type ProfileUpdateInput } from '../../../../src/lib/domain/account/account-schemas';
import type { UserProfile, UserSummary } from '../../../../src/lib/domain/types';
import { said } from '../../../../src/lib/domain/i18n/said';

export type { OrderSummary };

/** SPEC §9: the dashboard shows 5 orders. */
export const DASHBOARD_ORDERS = 5;

export interface ProfileView extends UserProfile, OrderCounters {}

export interface Dashboard {
  profile: ProfileView;
  /** first 5 orders, newest first */
  recentOrders: OrderSummary[];
  /** first 5 pending orders */
  pendingList: OrderSummary[];
}

export async function loadProfile(db: D1Database, userId: number): Promise<ProfileView> {
  const [user, counters] = await Promise.all([findUserById(db, userId), orderCounters(db, userId)]);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
  return { ...toProfile(user), ...counters };
}

export async function loadDashboard(db: D1Database, userId: number): Promise<Dashboard> {
  const [profile, recentOrders, pendingList] = await Promise.all([
    loadProfile(db, userId),
    listOrderSummaries(db, userId, { limit: DASHBOARD_ORDERS }),
    listOrderSummaries(db, userId, { limit: DASHBOARD_ORDERS, status: 'Pending' }),
  ]);
  return { profile, recentOrders, pendingList };
}

/** A page of the customer's orders (issue 30: a customer may have thousands): newest first. */
export const USER_ORDERS_PAGE = 20;

export interface UserOrdersPage {
  orders: OrderSummary[];
  /** the cursor of the next (older) page, `created_at.id` of this page's last order; null on the last page */
  next: string | null;
}

/** `created_at.id` as the list writes it; anything else is no cursor (the first page). */
export function readOrderCursor(text: string | null | undefined): OrderCursor | undefined {
  const m = /^(\d{1,15})\.(\d{1,15})$/.exec(text ?? '');
  return m ? { at: Number(m[1]), id: Number(m[2]) } : undefined;
}

export async function listUserOrders(db: D1Database, userId: number, before?: OrderCursor): Promise<UserOrdersPage> {
  const rows = await listOrderSummaries(db, userId, { limit: USER_ORDERS_PAGE + 1, before });
  const orders = rows.slice(0, USER_ORDERS_PAGE);
  const last = orders[orders.length - 1];
  return { orders, next: rows.length > USER_ORDERS_PAGE && last ? `${last.created_at}.${last.id}` : null };
}

// JPEG FF D8 FF, PNG 89 50 4E 47, WebP "RIFF....WEBP": the declared type must be what the bytes are.
function photoBytesMatch(dataUrl: string): boolean {
  const [head = '', data = ''] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(data.slice(0, 24)), (ch) => ch.charCodeAt(0));
  const type = head.slice('data:image/'.length, head.indexOf(';'));
  if (type === 'jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (type === 'png') return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (type === 'webp') return String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP';
  return false;
}

/**
 * POST profileUpdate: names, email, optional photo and optional new password. A new password or a
 * new e-mail (the way into a password reset and receipts) needs the current password and ends the
 * customer's other sessions (this one stays); names and photo alone need neither.
 */
export async function updateProfile(db: D1Database, userId: number, sessionId: string, input: ProfileUpdateInput): Promise<UserSummary> {
  if (input.image !== undefined && !photoBytesMatch(input.image)) throw new ShopError(said('srv.photoType'), 400);
  const current = await findUserById(db, userId);
  if (!current) throw new ShopError(said('srv.loginRequired'), 401);
  // e-mail is COLLATE NOCASE: a change of letter case only is not a new address
  const newEmail = input.email.toLowerCase() !== current.email.toLowerCase();
  const sensitive = newEmail || input.password !== undefined;
  // before the e-mail look-up, so a stolen session cannot use it to learn who is registered
  if (sensitive) await checkCurrentPassword(db, current, input.old_password);
  if (newEmail && (await emailTaken(db, input.email, userId))) throw new ShopError(said('srv.emailTaken'), 409);
  const statements = [
    updateProfileStatement(db, userId, {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      photo: input.image,
    }),
  ];
  if (input.password !== undefined) statements.push(setPasswordStatement(db, userId, await hashPassword(input.password)));
  if (sensitive) statements.push(endOtherSessionsStatement(db, userId, sessionId));
  await db.batch(statements);
  const user = await findUserById(db, userId);
  if (!user) throw new ShopError(said('srv.loginRequired'), 401);
  return userSummary(user);
}
