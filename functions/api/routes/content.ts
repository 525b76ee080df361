import { Hono } from 'hono';
import { getSettings, listAds, listFaqs, listShippingOptions, listSlides } from '../db/content';
import type { AppEnv } from '../env';
import { rewardsOn } from '../../../src/lib/domain/points';

/** Home content, FAQs, shipping options and store-wide settings. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/slider', async (c) => c.json({ status: 1, response: await listSlides(c.env.DB, 'main') }))
  .get('/sliderBelow', async (c) => c.json({ status: 1, response: await listSlides(c.env.DB, 'below') }))
  .get('/homeAds', async (c) => c.json({ status: 1, response: await listAds(c.env.DB) }))
  .get('/faq', async (c) => c.json({ status: 1, response: await listFaqs(c.env.DB) }))
  .get('/shipping', async (c) => c.json({ status: 1, response: await listShippingOptions(c.env.DB) }))
  .get('/reward_status', async (c) => {
    const settings = await getSettings(c.env.DB);
    return c.json({ status: 1, reward: rewardsOn(settings) ? 1 : 0 });
  })
  .get('/settings', async (c) => {
    const s = await getSettings(c.env.DB);
    return c.json({ status: 1, reward: rewardsOn(s) ? 1 : 0, online_payment: s.online_payment === '1' ? 1 : 0 });
  });
