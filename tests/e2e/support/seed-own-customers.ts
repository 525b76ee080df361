/**
 * The e2e-only seed step (run by ./serve.ts after the store's seed): every journey's own copies of
 * the demo customers (./own-customer.ts). The rows are the shared seed's own rows for Asha and Vikram
 * (scripts/seed/data/customers.ts, scripts/seed/loyalty.ts), built from the same instant and given the
 * copy's id, phone and email, so a copy's points history, in-store bills, balance and addresses are
 * Asha's or Vikram's exactly, and a change to the demo history reaches the copies too. The shared seed
 * is left alone: the API tests count its customers.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addresses, instoreBills, rewardAccounts, users } from '../../../scripts/seed/data/customers';
import { loyaltyLedger } from '../../../scripts/seed/loyalty';
import { upsert, type Row } from '../../../scripts/seed/sql';
import { allOwnCustomers, ownAddressId, type OwnCustomer } from './own-customer';

/** Row ids for the copies' ledger and bills: clear of the seed's (ledger 9001…, bills 1…). */
const FIRST_ROW_ID = 70_000;

/** The SQL that writes every copy, with history relative to `now` (the instant the store was seeded from). */
export async function ownCustomersSql(now: number): Promise<string> {
  const seeded = { users: await users(now), bills: instoreBills(now), ledger: loyaltyLedger(now), addresses: addresses(now) };
  const accounts = rewardAccounts();
  const out: Record<'user' | 'reward_account' | 'reward_ledger' | 'instore_bill' | 'address', Row[]> = {
    user: [],
    reward_account: [],
    reward_ledger: [],
    instore_bill: [],
    address: [],
  };
  let nextId = FIRST_ROW_ID;
  const own = (c: OwnCustomer) => ({ mobile: c.phone });
  for (const c of allOwnCustomers()) {
    const of = (r: { mobile: string }) => r.mobile === c.like.phone;
    const user = seeded.users.find((u) => u.id === c.like.id);
    if (!user) throw new Error(`own customers: the seed has no user ${c.like.id}`);
    out.user.push({ ...user, id: c.id, phone: c.phone, email: c.email });
    out.reward_account.push(...accounts.filter(of).map((a) => ({ ...a, ...own(c) })));
    out.reward_ledger.push(...seeded.ledger.filter(of).map((l) => ({ ...l, ...own(c), id: nextId++ })));
    out.instore_bill.push(...seeded.bills.filter(of).map((b) => ({ ...b, ...own(c), id: nextId++ })));
    out.address.push(
      ...seeded.addresses
        .filter((a) => a.user_id === c.like.id)
        .map((a) => ({ ...a, user_id: c.id, mobile: c.phone, email: c.email, id: ownAddressId(c, a.id) })),
    );
  }
  const statements = [
    ...upsert('user', out.user),
    ...upsert('reward_account', out.reward_account, { key: ['mobile'] }),
    ...upsert('reward_ledger', out.reward_ledger),
    ...upsert('instore_bill', out.instore_bill),
    ...upsert('address', out.address),
  ];
  return `${statements.join('\n\n')}\n`;
}

/** Writes the copies into the local D1 in `state` (asynchronous, like scripts/local-store.mjs seededState). */
export async function seedOwnCustomers({ state, env, now }: { state: string; env: NodeJS.ProcessEnv; now: number }): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'haat-e2e-own-'));
  const file = join(dir, 'own-customers.sql');
  writeFileSync(file, await ownCustomersSql(now));
  try {
    const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file, '-y', '--persist-to', state];
    await promisify(execFile)('npx', args, { env: { ...env, CI: '1' }, maxBuffer: 64 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
