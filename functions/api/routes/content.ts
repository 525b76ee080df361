import { Hono } from 'hono';
import { homeAds, homeSlides } from '../../../src/lib/content/home-content';
import { getSettings, listFaqs, listShippingOptions } from '../db/content';
import type { AppEnv } from '../env';
import { shopperLang } from '../lang';
import { rewardsOn } from '../../../src/lib/domain/loyalty/points';
import * as clock from '../lib/clock';

/**
 * Home content, FAQs, shipping options and store-wide settings. Banner slides and ad tiles are the
 * content files marketing edits (src/lib/content/home-content.ts), the same ones the home page shows.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get('/slider', (c) => c.json({ status: 1, response: homeSlides('main', clock.now()) }))
  .get('/sliderBelow', (c) => c.json({ status: 1, response: homeSlides('below', clock.now()) }))
  .get('/homeAds', (c) => c.json({ status: 1, response: homeAds() }))
  .get('/faq', async (c) => c.json({ status: 1, response: await listFaqs(c.env.DB, shopperLang(c)) }))
  .get('/shipping', async (c) => c.json({ status: 1, response: await listShippingOptions(c.env.DB) }))
  .get('/reward_status', async (c) => {
    const settings = await getSettings(c.env.DB);
    return c.json({ status: 1, reward: rewardsOn(settings) ? 1 : 0 });
  })
  .get('/settings', async (c) => {
    const s = await getSettings(c.env.DB);
    return c.json({ status: 1, reward: rewardsOn(s) ? 1 : 0, online_payment: s.online_payment === '1' ? 1 : 0 });
  });
