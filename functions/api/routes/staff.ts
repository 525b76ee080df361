import { Hono } from 'hono';
import { listBranchNames, rememberDevice } from '../db/staff';
import type { AppEnv, StaffMember } from '../env';
import { getCookie } from 'hono/cookie';
import { randomHex } from '../lib/crypto';
import {
  currentStaff,
  endStaffSession,
  keepStaffDevice,
  requireStaff,
  STAFF_DEVICE_COOKIE,
  STAFF_MSG,
  staffSession,
  startStaffSession,
} from '../middleware/staff-session';
import { deviceHash, staffLogin } from '../services/staff';
import { staffAccountRoutes } from './staff-accounts';
import { staffCatalogueRoutes } from './staff-catalogue';
import { staffPictureRoutes } from './product-pictures';
import { staffTicketRoutes } from './staff-tickets';
import { staffSubscriptionRoutes } from './staff-subscriptions';
import { validate } from '../validate';
import { staffLoginSchema } from '../../../src/lib/domain/staff/staff-schemas';
import { staffOrderRoutes } from './staff-orders';
import { staffSubstituteRoutes } from './substitutes';
import { staffHandoverRoutes } from './staff-handover';
import { staffReportRoutes } from './staff-reports';
import { staffSettlementRoutes } from './staff-settlements';
import { staffSlotRoutes } from './staff-slots';
import { staffStockRoutes } from './staff-stock';
import { staffStockCsvRoutes } from './staff-stock-csv';
import { staffProductCsvRoutes } from './staff-product-csv';
import * as clock from '../lib/clock';

async function staffMe(db: D1Database, s: StaffMember) {
  const branches = await listBranchNames(db);
  const mine = s.branch_id == null ? branches : branches.filter((b) => b.id === s.branch_id);
  return {
    id: s.id,
    name: s.name,
    mobile: s.mobile,
    role: s.role,
    branch_id: s.branch_id,
    branch_name: s.branch_id == null ? null : (mine[0]?.name ?? null),
    branches: mine,
  };
}

/**
 * The staff API (docs/staff-api.md) under /api/staff/*: its own session cookie, and every route
 * checks role and branch on the server. Customers' sessions are ignored here.
 */
export const staffRoutes = new Hono<AppEnv>()
  .use('/staff/*', staffSession())
  .post('/staff/login', validate('json', staffLoginSchema), async (c) => {
    const { mobile, password } = c.req.valid('json');
    const device = getCookie(c, STAFF_DEVICE_COOKIE);
    const staff = await staffLogin(c.env.DB, c.req.raw.headers, mobile, password, device);
    await startStaffSession(c, staff.id);
    // this browser is now a known device of the account: its owner gets in from it whatever strangers try
    const token = (await deviceHash(device)) ? device! : randomHex(32);
    await rememberDevice(c.env.DB, (await deviceHash(token))!, staff.id, clock.now());
    keepStaffDevice(c, token);
    return c.json({ status: 1 as const, message: `Welcome, ${staff.name}`, response: await staffMe(c.env.DB, staff) });
  })
  .post('/staff/logout', async (c) => {
    await endStaffSession(c);
    return c.json({ status: 1 as const, message: STAFF_MSG.loggedOut });
  })
  .get('/staff/me', requireStaff(), async (c) => {
    return c.json({ status: 1 as const, response: await staffMe(c.env.DB, currentStaff(c)) });
  })
  .route('/', staffOrderRoutes)
  .route('/', staffSubstituteRoutes)
  .route('/', staffHandoverRoutes)
  .route('/', staffStockRoutes)
  .route('/', staffStockCsvRoutes)
  .route('/', staffSlotRoutes)
  .route('/', staffSettlementRoutes)
  .route('/', staffReportRoutes)
  .route('/', staffAccountRoutes)
  .route('/', staffProductCsvRoutes)
  .route('/', staffCatalogueRoutes)
  .route('/', staffPictureRoutes)
  .route('/', staffTicketRoutes)
  .route('/', staffSubscriptionRoutes);

/** Every staff route but login/logout, for the "a customer gets 401/403 everywhere" test. */
export const STAFF_ROUTES: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/staff/me' },
  { method: 'GET', path: '/api/staff/orders' },
  { method: 'GET', path: '/api/staff/orders/count' },
  { method: 'GET', path: '/api/staff/orders/1' },
  { method: 'POST', path: '/api/staff/orders/1/move', body: { from: 'Pending', to: 'Confirmed' } },
  { method: 'POST', path: '/api/staff/refunds/1/retry' },
  { method: 'GET', path: '/api/staff/handover' },
  { method: 'POST', path: '/api/staff/handover/12/confirm', body: { as_of: 1, deliveries: 1, expected: 0, counted: 0 } },
  { method: 'GET', path: '/api/staff/products' },
  { method: 'POST', path: '/api/staff/products/1/stock', body: { stock: 5 } },
  { method: 'GET', path: '/api/staff/payment-attempts' },
  { method: 'GET', path: '/api/staff/slots' },
  { method: 'POST', path: '/api/staff/slots/1', body: { capacity: 5 } },
  { method: 'GET', path: '/api/staff/reports/dashboard' },
  { method: 'GET', path: '/api/staff/reports/gst?month=2026-10' },
  { method: 'GET', path: '/api/staff/reports/export/orders?period=today' },
  { method: 'GET', path: '/api/staff/reports/reorder-levels' },
  { method: 'GET', path: '/api/staff/reports/settlements' },
  { method: 'POST', path: '/api/staff/reports/settlements/import', body: { day: '2026-10-14' } },
  { method: 'GET', path: '/api/staff/reports/export/settlements?period=today' },
  { method: 'POST', path: '/api/staff/reports/reorder-levels/1', body: { level: 5 } },
  { method: 'GET', path: '/api/staff/accounts' },
  { method: 'POST', path: '/api/staff/accounts/11/unlock' },
  { method: 'POST', path: '/api/staff/accounts/11/password', body: { password: 'new-clerk-pass1', manager_password: 'manager@1234' } },
  { method: 'GET', path: '/api/staff/catalogue' },
  { method: 'GET', path: '/api/staff/catalogue/1' },
  { method: 'POST', path: '/api/staff/catalogue/1', body: { price: 100 } },
  { method: 'POST', path: '/api/staff/catalogue/1/picture' },
  { method: 'POST', path: '/api/staff/catalogue/prices/check', body: { csv: 'sku,price,mrp\n' } },
];
