/**
 * Staff in the console (issue 28): the manager adds staff, switches a leaver off (their sessions end
 * at once) and on again, and every staff member changes their own password. Branch clerks and
 * riders cannot touch anyone's account; two managers adding one number at once make one account;
 * the last manager and oneself cannot be switched off; every change is audited. Real D1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MSG } from '../../functions/api/middleware/staff-session';
import { cookieHeader, cookiesFrom } from '../support/cookies';
import { CLERK_1, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let manager = '';
let clerk = '';
let rider = '';
let nextMobile = 9710000001 + Math.floor(Math.random() * 900) * 100;
const mobile = () => String(nextMobile++);
const FIRST = 'first@2026pass';

beforeAll(async () => {
  w = await startWorker();
  [manager = '', clerk = '', rider = ''] = await Promise.all([MANAGER, CLERK_1, RIDER_1].map((s) => staffLogin(w, s)));
});
afterAll(() => w?.dispose());

const add = (cookie: string, body: Record<string, unknown>) =>
  w.call('POST', '/api/staff/accounts', { password: FIRST, manager_password: MANAGER.password, ...body }, { cookie });
const login = (m: string, password: string) => w.call('POST', '/api/staff/login', { mobile: m, password });
const me = (cookie: string) => w.call('GET', '/api/staff/me', undefined, { cookie });

async function signIn(m: string, password = FIRST): Promise<string> {
  const res = await login(m, password);
  expect(res.status, res.raw).toBe(200);
  return cookieHeader(cookiesFrom(res));
}

async function newClerk(branch = 1) {
  const m = mobile();
  const res = await add(manager, { name: 'Lakshmi Rao', mobile: m, role: 'branch', branch_id: branch });
  expect(res.status, res.raw).toBe(200);
  return { id: res.body.response.id as number, mobile: m };
}

async function events(staffId: number) {
  return (
    await w.env.DB.prepare('SELECT action, by_staff_id, detail FROM staff_account_event WHERE staff_id = ?1 ORDER BY id')
      .bind(staffId)
      .all<{ action: string; by_staff_id: number; detail: string }>()
  ).results;
}

describe('adding staff', () => {
  it('the manager adds a branch clerk who signs in at once, works only for that branch, and the addition is audited', async () => {
    const c = await newClerk(3);
    const cookie = await signIn(c.mobile);
    expect((await me(cookie)).body.response).toMatchObject({ role: 'branch', branch_id: 3, name: 'Lakshmi Rao' });
    expect(await events(c.id)).toEqual([{ action: 'added', by_staff_id: MANAGER.id, detail: expect.stringMatching(/^branch · /) }]);
    const list = await w.call('GET', '/api/staff/accounts', undefined, { cookie: manager });
    expect(list.body.response.find((a: { id: number }) => a.id === c.id)).toMatchObject({ active: 1, role: 'branch', branch_id: 3 });
  });

  it('refuses a clerk or rider without a branch, a short first password and a wrong own password, with codes; nothing is added', async () => {
    const m = mobile();
    const noBranch = await add(manager, { name: 'No Branch', mobile: m, role: 'rider' });
    expect(noBranch.status).toBe(400);
    expect(noBranch.body).toMatchObject({ status: 0, code: 'staffAcct.branchNeeded', message: 'Choose the branch they work at' });
    const unknownBranch = await add(manager, { name: 'No Branch', mobile: m, role: 'rider', branch_id: 999 });
    expect(unknownBranch.body).toMatchObject({ status: 0, code: 'staffAcct.branchNeeded' });
    expect((await add(manager, { name: 'Short', mobile: m, role: 'manager', password: 'short' })).status).toBe(400);
    const wrongOwn = await add(manager, { name: 'Wrong', mobile: m, role: 'manager', manager_password: 'not-mine' });
    expect(wrongOwn.status).toBe(403);
    expect(wrongOwn.body.message).toBe(STAFF_MSG.yourPasswordWrong);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM staff WHERE mobile = ?1').bind(m).first('n')).toBe(0);
  });

  it('says the refusal in Kannada and Hindi with the same code', async () => {
    for (const [lang, text] of [
      ['kn', 'ಅವರು ಕೆಲಸ ಮಾಡುವ ಶಾಖೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ'],
      ['hi', 'वह शाखा चुनें जहाँ वे काम करते हैं'],
    ] as const) {
      const res = await w.call(
        'POST',
        '/api/staff/accounts',
        { name: 'X', mobile: mobile(), role: 'branch', password: FIRST, manager_password: MANAGER.password },
        { cookie: `${manager}; lang=${lang}` },
      );
      expect(res.body).toMatchObject({ code: 'staffAcct.branchNeeded', message: text });
    }
  });

  it('two managers adding the same mobile at once: one 200, one 409, one account', async () => {
    const m2 = mobile();
    expect((await add(manager, { name: 'Second Manager', mobile: m2, role: 'manager' })).status).toBe(200);
    const manager2 = await signIn(m2);
    const m = mobile();
    const both = await Promise.all(
      [manager, manager2].map((cookie, i) =>
        w.call(
          'POST',
          '/api/staff/accounts',
          {
            name: `Racer ${i}`,
            mobile: m,
            role: 'rider',
            branch_id: 2,
            password: FIRST,
            manager_password: i === 0 ? MANAGER.password : FIRST,
          },
          { cookie },
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ status: 0, code: 'staffAcct.mobileTaken' });
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM staff WHERE mobile = ?1').bind(m).first('n')).toBe(1);
    const id = both.find((r) => r.status === 200)!.body.response.id as number;
    expect((await events(id)).map((e) => e.action)).toEqual(['added']);
  });
});

describe('branch clerks and riders cannot change accounts', () => {
  it('answers 403 to a clerk or rider for every account change, and changes nothing', async () => {
    const target = await newClerk();
    for (const cookie of [clerk, rider]) {
      const tries = [
        await add(cookie, { name: 'Sneaky', mobile: mobile(), role: 'manager' }),
        await w.call('POST', `/api/staff/accounts/${target.id}/off`, {}, { cookie }),
        await w.call('POST', `/api/staff/accounts/${target.id}/on`, {}, { cookie }),
        await w.call('GET', '/api/staff/accounts', undefined, { cookie }),
      ];
      expect(tries.map((t) => t.status)).toEqual([403, 403, 403, 403]);
    }
    expect((await events(target.id)).map((e) => e.action)).toEqual(['added']);
  });
});

describe('switching a leaver off and on', () => {
  it("refuses a switched-off clerk's open session at once and their sign-in; switched on, they sign in again", async () => {
    const c = await newClerk();
    const cookie = await signIn(c.mobile);
    expect((await me(cookie)).status).toBe(200);
    const off = await w.call('POST', `/api/staff/accounts/${c.id}/off`, {}, { cookie: manager });
    expect(off.body).toMatchObject({ status: 1, code: 'staffAcct.switchedOff' });
    expect((await me(cookie)).status).toBe(401);
    expect((await w.call('GET', '/api/staff/orders', undefined, { cookie })).status).toBe(401);
    expect((await login(c.mobile, FIRST)).status).toBe(401);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM staff_session WHERE staff_id = ?1').bind(c.id).first('n')).toBe(0);
    const again = await w.call('POST', `/api/staff/accounts/${c.id}/off`, {}, { cookie: manager });
    expect(again).toMatchObject({ status: 409, body: { code: 'staffAcct.alreadyOff' } });

    const on = await w.call('POST', `/api/staff/accounts/${c.id}/on`, {}, { cookie: manager });
    expect(on.body).toMatchObject({ status: 1, code: 'staffAcct.switchedOn' });
    expect((await me(cookie)).status).toBe(401); // the old session stays ended
    await signIn(c.mobile);
    expect((await events(c.id)).map((e) => [e.action, e.by_staff_id])).toEqual([
      ['added', MANAGER.id],
      ['switched_off', MANAGER.id],
      ['switched_on', MANAGER.id],
    ]);
  });

  it('the manager cannot switch off their own account, nor the last active manager', async () => {
    const self = await w.call('POST', `/api/staff/accounts/${MANAGER.id}/off`, {}, { cookie: manager });
    expect(self).toMatchObject({ status: 409, body: { code: 'staffAcct.notYourself' } });
    // a second manager switches every other manager off, then cannot switch off the first: the last one
    const m = mobile();
    await add(manager, { name: 'Relief Manager', mobile: m, role: 'manager' });
    const relief = await signIn(m);
    const reliefId = Number((await me(relief)).body.response.id);
    const { results } = await w.env.DB.prepare(`SELECT id FROM staff WHERE role = 'manager' AND active = 1 AND id NOT IN (?1, ?2)`)
      .bind(MANAGER.id, reliefId)
      .all<{ id: number }>();
    for (const r of results) expect((await w.call('POST', `/api/staff/accounts/${r.id}/off`, {}, { cookie: relief })).status).toBe(200);
    // now two managers: MANAGER and relief. Both try to switch the other off at once: one stays
    const both = await Promise.all([
      w.call('POST', `/api/staff/accounts/${reliefId}/off`, {}, { cookie: manager }),
      w.call('POST', `/api/staff/accounts/${MANAGER.id}/off`, {}, { cookie: relief }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toMatch(/^staffAcct\.(lastManager|notYourself)$/);
    expect(await w.env.DB.prepare(`SELECT count(*) AS n FROM staff WHERE role = 'manager' AND active = 1`).first('n')).toBe(1);
    // put things back for the other tests: whoever is left switches the other on
    const survivor = both[0]!.status === 200 ? manager : relief;
    const gone = both[0]!.status === 200 ? reliefId : MANAGER.id;
    expect((await w.call('POST', `/api/staff/accounts/${gone}/on`, {}, { cookie: survivor })).status).toBe(200);
    if (gone === MANAGER.id) manager = await staffLogin(w, MANAGER);
  });
});

describe('changing one’s own password', () => {
  it('asks the current password, ends the other sessions and keeps this one, for a rider too', async () => {
    const m = mobile();
    await add(manager, { name: 'Own Rider', mobile: m, role: 'rider', branch_id: 1 });
    const here = await signIn(m);
    const there = await signIn(m);
    const wrong = await w.call(
      'POST',
      '/api/staff/me/password',
      { current_password: 'nope-nope', password: 'brand-new-pass' },
      { cookie: here },
    );
    expect(wrong).toMatchObject({ status: 403, body: { code: 'staffAcct.currentPasswordWrong' } });
    const same = await w.call('POST', '/api/staff/me/password', { current_password: FIRST, password: FIRST }, { cookie: here });
    expect(same).toMatchObject({ status: 400, body: { code: 'staffAcct.samePassword' } });
    const ok = await w.call('POST', '/api/staff/me/password', { current_password: FIRST, password: 'brand-new-pass' }, { cookie: here });
    expect(ok.body).toMatchObject({ status: 1, code: 'staffAcct.ownPasswordChanged' });
    expect((await me(here)).status).toBe(200);
    expect((await me(there)).status).toBe(401);
    expect((await login(m, FIRST)).status).toBe(401);
    await signIn(m, 'brand-new-pass');
    const id = Number((await me(here)).body.response.id);
    expect((await events(id)).map((e) => [e.action, e.by_staff_id])).toEqual([
      ['added', MANAGER.id],
      ['own_password', id],
    ]);
  });

  it('without a staff session it is 401', async () => {
    expect((await w.call('POST', '/api/staff/me/password', { current_password: 'a', password: 'bbbbbbbbbb' })).status).toBe(401);
  });
});
