import { Hono } from 'hono';
import { z } from 'zod';
import { findPincode, listBranches, listCities, listPincodes } from '../db/locations';
import type { AppEnv } from '../env';
import { validate } from '../validate';
import { pincodeSchema } from '../../../src/lib/domain/schemas';

/** City, serviceable pincodes and branches (SPEC §7 "GET city, GET pincode, GET branch lists"). */
export const locationRoutes = new Hono<AppEnv>()
  .get('/city', async (c) => c.json({ status: 1 as const, response: await listCities(c.env.DB) }))
  .get('/pincode', async (c) => c.json({ status: 1 as const, response: await listPincodes(c.env.DB) }))
  .get('/pincode/:code', validate('param', z.object({ code: pincodeSchema })), async (c) => {
    const entry = await findPincode(c.env.DB, c.req.valid('param').code);
    return c.json({ status: 1 as const, available: entry !== null, response: entry });
  })
  .get('/branchList', async (c) => c.json({ status: 1 as const, response: await listBranches(c.env.DB, 'pickup') }))
  .get('/instore', async (c) => c.json({ status: 1 as const, response: await listBranches(c.env.DB, 'instore') }));
