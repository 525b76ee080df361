/**
 * Issue 26 item 5: a stranger cannot lock staff out. Five wrong passwords for a known staff mobile
 * used to refuse the right one, with no other way in. Now a browser the staff member signed in from
 * before (the staff_device cookie) always lets its owner in; unknown devices are throttled per IP and
 * account; the manager (only the manager) unlocks an account or sets a new password in the console.
 * In development and in production mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../functions/api/env';
import { hashPassword } from '../../functions/api/lib/password';
import { STAFF_MSG } from '../../functions/api/middleware/staff-session';
import { RATE_RULES } from '../../functions/api/services/rate-limit';
import { cookieHeader, cookiesFrom } from '../support/cookies';
import { CLERK_1, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

const PASSWORD = 'counter@2026';
const NEW_DEVICES = RATE_RULES.staffLoginNewDevices.limit;
const PER_IP = RATE_RULES.staffLoginPerAccountIp.limit;
let nextMobile = 9700000001 + Math.floor(Math.random() * 900) * 100;
let nextIp = 1;

describe.each(['development', 'production'] as const)('a stranger cannot lock staff out (%s)', (environment) => {
  let w: TestWorker;
  let manager = '';

  beforeAll(async () => {
    const vars: Partial<Env> = environment === 'production' ? { ENVIRONMENT: 'production' } : {};
    w = await startWorker(vars);
    manager = await staffLogin(w, MANAGER);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  const freshIp = () => `198.19.${environment === 'production' ? 1 : 0}.${nextIp++}`;
  const login = (mobile: string, password: string, ip: string, cookie?: string) =>
    w.call('POST', '/api/staff/login', { mobile, password }, { 'CF-Connecting-IP': ip, ...(cookie ? { cookie } : {}) });

  /** A branch clerk of our own, signed in once from a browser: that browser's device cookie. */
  async function clerk() {
    const mobile = String(nextMobile++);
    const pw = await hashPassword(PASSWORD, 1000);
    const row = await w.env.DB.prepare(
      `INSERT INTO staff (mobile, name, role, branch_id, password_hash, password_salt, password_iterations, created_at)
       VALUES (?1, 'Ravi Counter', 'branch', 1, ?2, ?3, ?4, ?5) RETURNING id`,
    )
      .bind(mobile, pw.hash, pw.salt, pw.iterations, Date.now())
      .first<{ id: number }>();
    const first = await login(mobile, PASSWORD, freshIp());
    expect(first.status, first.raw).toBe(200);
    const jar = cookiesFrom(first);
    expect(jar.staff_device).toMatch(/^[0-9a-f]{64}$/);
    return { id: row!.id, mobile, device: `staff_device=${jar.staff_device}`, session: cookieHeader(jar) };
  }

  /** The stranger: wrong passwords from several IPs until unknown devices are refused for the account. */
  async function strangerLocks(mobile: string) {
    let wrong = 0;
    while (wrong < NEW_DEVICES) {
      const ip = freshIp();
      for (let i = 0; i < PER_IP && wrong < NEW_DEVICES; i++, wrong++) expect((await login(mobile, `guess-${wrong}`, ip)).status).toBe(401);
    }
    const locked = await login(mobile, PASSWORD, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: 0, message: STAFF_MSG.lockedForNewDevices });
  }

  it('the owner gets in from a browser they used before, whatever the stranger typed, even from the same IP', async () => {
    const c = await clerk();
    const stranger = freshIp();
    for (let i = 0; i < PER_IP + 3; i++) await login(c.mobile, `guess-${i}`, stranger);
    expect((await login(c.mobile, PASSWORD, stranger)).status).toBe(429);
    const owner = await login(c.mobile, PASSWORD, stranger, c.device);
    expect(owner.status, owner.raw).toBe(200);
    // from another IP the stranger's count is not the owner's either
    expect((await login(c.mobile, PASSWORD, freshIp())).status).toBe(200);
  });

  it('after enough wrong passwords from many IPs new devices wait; the known device still gets in; the manager sees it and unlocks', async () => {
    const c = await clerk();
    await strangerLocks(c.mobile);
    expect((await login(c.mobile, PASSWORD, freshIp(), c.device)).status).toBe(200);
    const list = await w.call('GET', '/api/staff/accounts', undefined, { cookie: manager });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const row = (list.body.response as { id: number; locked_for_new_devices: boolean; wrong_today: number; known_devices: number }[]).find(
      (a) => a.id === c.id,
    );
    expect(row).toMatchObject({ locked_for_new_devices: true, known_devices: 1 });
    expect(row!.wrong_today).toBeGreaterThanOrEqual(NEW_DEVICES);

    const unlock = await w.call('POST', `/api/staff/accounts/${c.id}/unlock`, {}, { cookie: manager });
    expect(unlock.body).toEqual({ status: 1, message: STAFF_MSG.unlocked });
    expect((await login(c.mobile, PASSWORD, freshIp())).status).toBe(200);
    const audit = await w.env.DB.prepare("SELECT by_staff_id FROM staff_account_event WHERE staff_id = ?1 AND action = 'unlock'")
      .bind(c.id)
      .first<{ by_staff_id: number }>();
    expect(audit?.by_staff_id).toBe(MANAGER.id);
  });

  it('a known device has its own limit: a stolen device cookie cannot guess on for ever', async () => {
    const c = await clerk();
    for (let i = 0; i < RATE_RULES.staffLoginPerDevice.limit; i++)
      expect((await login(c.mobile, `guess-${i}`, freshIp(), c.device)).status).toBe(401);
    expect((await login(c.mobile, PASSWORD, freshIp(), c.device)).status).toBe(429);
  });

  it('the manager sets a new password after confirming their own: sessions end, devices are forgotten, the new one works', async () => {
    const c = await clerk();
    const wrongMine = await w.call(
      'POST',
      `/api/staff/accounts/${c.id}/password`,
      { password: 'fresh-pass-1', manager_password: 'not-mine-1' },
      { cookie: manager },
    );
    expect(wrongMine.status).toBe(403);
    expect(wrongMine.body).toMatchObject({ status: 0, message: STAFF_MSG.yourPasswordWrong });
    expect(
      (
        await w.call(
          'POST',
          `/api/staff/accounts/${c.id}/password`,
          { password: 'short', manager_password: MANAGER.password },
          { cookie: manager },
        )
      ).status,
    ).toBe(400);
    expect((await w.call('GET', '/api/staff/me', undefined, { cookie: c.session })).status).toBe(200);

    const reset = await w.call(
      'POST',
      `/api/staff/accounts/${c.id}/password`,
      { password: 'fresh-pass-1', manager_password: MANAGER.password },
      { cookie: manager },
    );
    expect(reset.body).toEqual({ status: 1, message: STAFF_MSG.passwordReset });
    expect((await w.call('GET', '/api/staff/me', undefined, { cookie: c.session })).status).toBe(401);
    expect((await login(c.mobile, PASSWORD, freshIp(), c.device)).status).toBe(401);
    expect((await login(c.mobile, 'fresh-pass-1', freshIp())).status).toBe(200);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM staff_device WHERE staff_id = ?1').bind(c.id).first<{ n: number }>()).toEqual({
      n: 1,
    });
  });

  it('only a manager: branch staff and riders get 403, and nothing changes', async () => {
    const c = await clerk();
    await strangerLocks(c.mobile);
    for (const who of [CLERK_1, RIDER_1]) {
      const cookie = await staffLogin(w, who);
      expect((await w.call('GET', '/api/staff/accounts', undefined, { cookie })).status).toBe(403);
      expect((await w.call('POST', `/api/staff/accounts/${c.id}/unlock`, {}, { cookie })).status).toBe(403);
      const pw = await w.call(
        'POST',
        `/api/staff/accounts/${c.id}/password`,
        { password: 'taken-over-1', manager_password: who.password },
        { cookie },
      );
      expect(pw.status).toBe(403);
    }
    expect((await login(c.mobile, PASSWORD, freshIp())).status).toBe(429);
    expect((await login(c.mobile, 'taken-over-1', freshIp(), c.device)).status).toBe(401);
    expect((await w.call('POST', '/api/staff/accounts/999999/unlock', {}, { cookie: manager })).status).toBe(404);
  });
});
