/**
 * Demo customers (fixtures), their reward balances and history, in-store bills and Asha's addresses.
 * Passwords are hashed exactly as the accounts code verifies them.
 */
import { hashPassword } from '../../../functions/api/lib/password';
import { CITY, DEMO_CUSTOMERS } from '../fixtures';
import { DAY, daysAgoAt } from '../time';

export const TERMS_VERSION = '2026-11';

export async function users(now: number) {
  return Promise.all(
    DEMO_CUSTOMERS.map(async (c, i) => {
      const pw = await hashPassword(c.password);
      const created = now - (220 - i * 70) * DAY;
      return {
        id: c.id,
        first_name: c.first_name,
        last_name: c.last_name,
        phone: c.phone,
        email: c.email,
        photo: '',
        password_hash: pw.hash,
        password_salt: pw.salt,
        password_iterations: pw.iterations,
        branch_id: c.branch_id,
        notifications_seen_at: 0,
        consent_terms_at: created,
        consent_terms_version: TERMS_VERSION,
        consent_marketing_at: null,
        created_at: created,
        deleted_at: null,
      };
    }),
  );
}

export const rewardAccounts = () => DEMO_CUSTOMERS.map((c) => ({ mobile: c.phone, balance: c.rewardpoint }));

const [asha, vikram] = DEMO_CUSTOMERS;

/** History that adds up to each customer's seeded balance. */
export function rewardLedger(now: number) {
  const rows: [string, number, 'earn' | 'redeem' | 'instore', number, number][] = [
    [asha.phone, 450, 'instore', 150, 19],
    [asha.phone, 300, 'earn', 121, 11],
    [asha.phone, -400, 'redeem', 110, 20],
    [asha.phone, 620, 'instore', 88, 18],
    [asha.phone, 280, 'earn', 61, 9],
    [asha.phone, -250, 'redeem', 44, 21],
    [asha.phone, 900, 'instore', 29, 17],
    [asha.phone, 350, 'earn', 14, 12],
    [asha.phone, 250, 'instore', 6, 19],
    [vikram.phone, 120, 'instore', 70, 20],
    [vikram.phone, 95, 'instore', 41, 19],
    [vikram.phone, 60, 'earn', 25, 13],
    [vikram.phone, -275, 'redeem', 9, 18],
  ];
  return rows.map(([mobile, delta, reason, daysAgo, hour], i) => ({
    id: i + 1,
    mobile,
    delta,
    reason,
    order_id: null,
    created_at: daysAgoAt(now, daysAgo, hour, (i * 13) % 60),
  }));
}

/** Bills rung up at the counters: [mobile, branch, days ago, amount ₹]. One point per ₹10 spent. */
export function instoreBills(now: number) {
  const rows: [string, number, number, number][] = [
    [asha.phone, 1, 150, 1845.5],
    [asha.phone, 1, 132, 642.0],
    [asha.phone, 3, 101, 2310.75],
    [asha.phone, 1, 88, 1288.0],
    [asha.phone, 1, 63, 455.25],
    [asha.phone, 1, 40, 3120.0],
    [asha.phone, 2, 29, 876.5],
    [asha.phone, 1, 6, 1502.0],
    [vikram.phone, 2, 120, 980.0],
    [vikram.phone, 2, 95, 1215.5],
    [vikram.phone, 6, 70, 540.0],
    [vikram.phone, 2, 41, 1960.25],
    [vikram.phone, 2, 22, 315.0],
    [vikram.phone, 4, 8, 1124.75],
  ];
  return rows.map(([mobile, branch_id, daysAgo, rupees], i) => {
    const bill_amount = Math.round(rupees * 100);
    return {
      id: i + 1,
      mobile,
      branch_id,
      date: daysAgoAt(now, daysAgo, 11 + (i % 8), (i * 7) % 60),
      bill_amount,
      points_earned: Math.floor(bill_amount / 1000),
    };
  });
}

export function addresses(now: number) {
  const base = {
    user_id: asha.id,
    firstname: asha.first_name,
    lastname: asha.last_name,
    mobile: asha.phone,
    email: asha.email,
    city: CITY.id,
  };
  return [
    {
      id: 1,
      ...base,
      address: 'Flat 302, Lakshmi Residency, 5th Cross, HAL 2nd Stage, Indiranagar',
      pincode: '560038',
      type: 'home',
      branch_id: 1,
      created_at: now - 200 * DAY,
    },
    {
      id: 2,
      ...base,
      address: '2nd Floor, 14 Gangadhar Chetty Road, Ulsoor',
      pincode: '560008',
      type: 'work',
      branch_id: 1,
      created_at: now - 90 * DAY,
    },
  ];
}
