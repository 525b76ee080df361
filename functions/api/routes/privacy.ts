import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, endSession, requireUser } from '../middleware/session';
import { afterResponse } from '../lib/after-response';
import { closeErasedRewardsAccount, deleteAccount, exportPersonalData, loadConsents, setMarketingConsent } from '../services/account';
import { customerPhotoKeys, erasePhotos } from '../services/orders';
import { validate } from '../validate';
import { consentSchema, deleteAccountSchema, exportFileName } from '../../../src/lib/domain/account/privacy-schemas';
import { say } from '../lang';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/** The privacy centre (DPDP Act): download my data, delete my account. The user is the session's. */
export const privacyRoutes = new Hono<AppEnv>()
  .use('/account/export', requireUser())
  .use('/account/delete', requireUser())
  .use('/account/consent', requireUser())
  .get('/account/consent', async (c) => c.json({ status: 1 as const, response: await loadConsents(c.env.DB, currentUser(c).id) }))
  .post('/account/consent', validate('json', consentSchema), async (c) => {
    const response = await setMarketingConsent(c.env.DB, currentUser(c).id, c.req.valid('json').marketing);
    return c.json({
      status: 1 as const,
      message: say(c, response.marketing.given_at ? said('srv.marketingOn') : said('srv.marketingOff')),
      response,
    });
  })
  .get('/account/export', async (c) => {
    const now = clock.now();
    const data = await exportPersonalData(c.env.DB, currentUser(c).id, c.env.STORE_NAME, now);
    c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })
  .post('/account/delete', validate('json', deleteAccountSchema), async (c) => {
    const { id } = currentUser(c);
    // read before the erasure's batch deletes the rows that name them
    const photos = await customerPhotoKeys(c.env, id);
    await deleteAccount(c.env.DB, id, c.req.valid('json'));
    await erasePhotos(c.env, photos);
    await endSession(c);
    afterResponse(c, closeErasedRewardsAccount(c.env, id));
    return c.json({ status: 1 as const, message: say(c, said('srv.accountDeleted')) });
  });
