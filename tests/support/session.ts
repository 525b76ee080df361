/**
 * A logged-in customer for API tests, made the way startSession() makes one: a random token in the
 * cookie, only its SHA-256 in the session table.
 */
import { insertSession } from '../../functions/api/db/account/sessions';
import { randomHex, sha256Hex } from '../../functions/api/lib/crypto';
import type { TestWorker } from './worker';

export interface LoggedIn {
  userId: number;
  cookie: string;
  /** POST JSON as this customer */
  post<T = any>(path: string, body?: unknown): Promise<{ status: number; body: T; raw: string; headers: Headers }>;
}

export async function loginAs(w: TestWorker, userId: number): Promise<LoggedIn> {
  const token = randomHex(32);
  await insertSession(w.env.DB, await sha256Hex(token), userId, Date.now());
  const cookie = `sid=${token}`;
  return {
    userId,
    cookie,
    post: (path, body = {}) => w.call('POST', path, body, { cookie }),
  };
}
