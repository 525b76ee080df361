/**
 * Saved addresses against a real local D1: CRUD for the session's customer only, every SPEC §5
 * check repeated by the server, the branch derived from the pincode, and another customer's id
 * answered as "not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY, SERVICEABLE_PINCODE, UNSERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { MAX_ADDRESSES } from '../../src/lib/domain/account/account-schemas';
import { ADDRESS_FORM, createCustomer, sessionCookie } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

const valid = ADDRESS_FORM;

async function customer(): Promise<{ id: number; cookie: string }> {
  const c = await createCustomer(w);
  return { id: c.id, cookie: await sessionCookie(w, c.id) };
}

async function add(cookie: string, body: Record<string, unknown> = valid) {
  return w.call('POST', '/api/addressAdd', body, { cookie });
}

async function list(cookie: string): Promise<any[]> {
  const res = await w.call('GET', '/api/addressList', undefined, { cookie });
  expect(res.status).toBe(200);
  return res.body.response;
}

/** Another pincode served by a different branch than SERVICEABLE_PINCODE's. */
async function otherBranchPincode(): Promise<{ code: string; branch_id: number }> {
  const row = await w.env.DB.prepare('SELECT code, branch_id FROM pincode WHERE branch_id != ?1 ORDER BY code LIMIT 1')
    .bind(SERVICEABLE_PINCODE.branch_id)
    .first<{ code: string; branch_id: number }>();
  return row!;
}

describe('address CRUD', () => {
  it('adds, lists, edits and deletes; the answer text is what the form shows after "Success!"', async () => {
    const { cookie } = await customer();
    expect(await list(cookie)).toEqual([]);

    const added = await add(cookie);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ status: 1, response: en('acct.msg.addressAdded') });
    const id = added.body.address.id;
    expect(added.body.address).toMatchObject({ ...valid, id, city_name: CITY.name, branch_id: SERVICEABLE_PINCODE.branch_id });

    const other = await otherBranchPincode();
    const edited = await w.call('POST', `/api/addressEdit/${id}`, { ...valid, pincode: other.code, address: '22, 1st Main' }, { cookie });
    expect(edited.body).toMatchObject({
      status: 1,
      response: en('acct.msg.addressUpdated'),
      address: { id, pincode: other.code, branch_id: other.branch_id },
    });

    const rows = await list(cookie);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, address: '22, 1st Main', pincode: other.code, branch_id: other.branch_id });
    expect(Object.keys(rows[0]).sort()).toEqual([
      'address',
      'branch_id',
      'city',
      'city_name',
      'email',
      'firstname',
      'id',
      'landmark',
      'lastname',
      'mobile',
      'pincode',
      'type',
    ]);

    const deleted = await w.call('POST', `/api/addressDelete/${id}`, undefined, { cookie });
    expect(deleted.body).toEqual({ status: 1, response: en('acct.msg.addressDeleted') });
    expect(await list(cookie)).toEqual([]);
  });

  it('the branch comes from the pincode, never from the body', async () => {
    const { cookie } = await customer();
    const res = await add(cookie, { ...valid, branch_id: 6 });
    expect(res.body.address.branch_id).toBe(SERVICEABLE_PINCODE.branch_id);
  });

  it("accepts SPEC §7's key spellings (first_name/last_name on add, mobileno from the form)", async () => {
    const { cookie } = await customer();
    const { firstname, lastname, mobile, ...rest } = valid;
    const res = await add(cookie, { ...rest, first_name: firstname, last_name: lastname, mobileno: mobile });
    expect(res.body.status).toBe(1);
    expect(res.body.address).toMatchObject({ firstname, lastname, mobile });
  });

  it('a mobile typed with brackets and hyphens is stored as its 10 digits', async () => {
    const { cookie } = await customer();
    const res = await add(cookie, { ...valid, mobile: '(984) 501-2345' });
    expect(res.body.address.mobile).toBe('9845012345');
  });

  it('DELETE also deletes; GET does not change anything', async () => {
    const { cookie } = await customer();
    const id = (await add(cookie)).body.address.id;
    const viaGet = await w.call('GET', `/api/addressDelete/${id}`, undefined, { cookie });
    expect(viaGet.status).toBe(405);
    expect(await list(cookie)).toHaveLength(1);
    const viaDelete = await w.call('DELETE', `/api/addressDelete/${id}`, undefined, { cookie });
    expect(viaDelete.body.status).toBe(1);
    expect(await list(cookie)).toEqual([]);
  });

  it("answers a Kannada or Hindi shopper's add, edit and delete in their language (issue 27)", async () => {
    const { cookie } = await customer();
    const kn = `${cookie}; lang=kn`;
    const added = await add(kn);
    expect(added.body).toMatchObject({ status: 1, response: 'ವಿಳಾಸ ಯಶಸ್ವಿಯಾಗಿ ಸೇರಿಸಲಾಗಿದೆ' });
    const id = added.body.address.id;
    const edited = await w.call('POST', `/api/addressEdit/${id}`, valid, { cookie: `${cookie}; lang=hi` });
    expect(edited.body).toMatchObject({ status: 1, response: 'पता सफलतापूर्वक अपडेट हुआ' });
    const deleted = await w.call('POST', `/api/addressDelete/${id}`, undefined, { cookie: kn });
    expect(deleted.body).toEqual({ status: 1, response: 'ವಿಳಾಸ ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಗಿದೆ' });
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    const { cookie } = await customer();
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await add(cookie)).body.status).toBe(1);
    expect((await add(cookie)).body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.addressLimit') });
  });
});

describe('address validation (SPEC §5), repeated by the server', () => {
  it.each([
    [{ firstname: '' }, en('acct.msg.firstNameRequired')],
    [{ firstname: undefined }, en('acct.msg.firstNameRequired')],
    [{ lastname: ' ' }, en('acct.msg.lastNameRequired')],
    [{ mobile: '' }, en('acct.msg.mobileRequired')],
    [{ mobile: '98450abc45' }, en('numericOnly')],
    [{ mobile: '+919845012345' }, en('numericOnly')],
    [{ mobile: '0845012345' }, en('acct.msg.mobileInvalid')],
    [{ mobile: '984501234' }, en('acct.msg.mobileInvalid')],
    [{ mobile: '98450123456' }, en('acct.msg.mobileInvalid')],
    [{ email: '' }, en('acct.msg.emailRequired')],
    [{ email: 'meera.iyer' }, en('emailInvalid')],
    [{ email: 'meera@gmail' }, en('emailInvalid')],
    [{ address: '' }, en('acct.msg.addressRequired')],
    [{ city: '' }, en('acct.msg.cityRequired')],
    [{ city: 'Bengaluru' }, en('acct.msg.cityRequired')],
    [{ pincode: '' }, en('acct.msg.pincodeRequired')],
    [{ pincode: '56003' }, en('acct.msg.pincodeInvalid')],
    [{ pincode: '56003A' }, en('acct.msg.pincodeInvalid')],
    [{ pincode: '5600381' }, en('acct.msg.pincodeInvalid')],
  ])('%j → 400 "%s"', async (change, message) => {
    const { cookie } = await customer();
    const res = await add(cookie, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message });
    expect(await list(cookie)).toEqual([]);
  });

  it('a city id that does not exist is refused', async () => {
    const { cookie } = await customer();
    const res = await add(cookie, { ...valid, city: 9999 });
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.cityRequired') });
  });

  it('a pincode outside every delivery area is refused with a clear message, on add and on edit', async () => {
    const { cookie } = await customer();
    const res = await add(cookie, { ...valid, pincode: UNSERVICEABLE_PINCODE });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.pincodeNotServiceable') });
    const id = (await add(cookie)).body.address.id;
    const edit = await w.call('POST', `/api/addressEdit/${id}`, { ...valid, pincode: UNSERVICEABLE_PINCODE }, { cookie });
    expect(edit.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.pincodeNotServiceable') });
    expect((await list(cookie))[0].pincode).toBe(SERVICEABLE_PINCODE.code);
  });
});

describe("one customer cannot touch another customer's addresses", () => {
  it("B gets 404 for A's address id on edit and delete; A's address is unchanged", async () => {
    const a = await customer();
    const b = await customer();
    const id = (await add(a.cookie)).body.address.id;

    const edit = await w.call('POST', `/api/addressEdit/${id}`, { ...valid, address: 'B was here' }, { cookie: b.cookie });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.addressNotFound') });
    const del = await w.call('POST', `/api/addressDelete/${id}`, undefined, { cookie: b.cookie });
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ status: 0, code: expect.any(String), message: en('acct.msg.addressNotFound') });

    expect(await list(b.cookie)).toEqual([]);
    const mine = await list(a.cookie);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.address).toBe(valid.address);
  });

  it('a user id in the body or query is ignored', async () => {
    const a = await customer();
    const b = await customer();
    await add(a.cookie, { ...valid, user_id: b.id, user: b.id });
    expect(await list(b.cookie)).toEqual([]);
    const res = await w.call('GET', `/api/addressList?user_id=${a.id}`, undefined, { cookie: b.cookie });
    expect(res.body.response).toEqual([]);
  });

  it('an id that does not exist is 404; a malformed id is 400', async () => {
    const { cookie } = await customer();
    expect((await w.call('POST', '/api/addressEdit/999999', valid, { cookie })).status).toBe(404);
    expect((await w.call('POST', '/api/addressDelete/abc', undefined, { cookie })).status).toBe(400);
  });

  it('guests get 401 everywhere', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/addressList'],
      ['POST', '/api/addressAdd'],
      ['POST', '/api/addressEdit/1'],
      ['POST', '/api/addressDelete/1'],
    ];
    for (const [method, path] of calls) {
      const res = await w.call(method, path, method === 'POST' ? valid : undefined);
      expect(res.status, path).toBe(401);
      expect(res.body.status).toBe(0);
    }
  });
});
