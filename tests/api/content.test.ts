import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY, SERVICEABLE_PINCODE, SHIPPING, UNSERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { en } from '../../src/lib/domain/i18n/catalogues';
import { startWorker, type TestWorker } from '../support/worker';

/** SPEC §8's words for an empty newsletter box, as the wire says them */
const NEWSLETTER_REQUIRED = 'The email field is required.';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

async function list<T = any>(path: string): Promise<T[]> {
  const res = await w.call('GET', path);
  expect(res.status).toBe(200);
  expect(res.body.status).toBe(1);
  expect(Array.isArray(res.body.response)).toBe(true);
  return res.body.response as T[];
}

describe('home content', () => {
  it.each(['/api/slider', '/api/sliderBelow'])('%s lists banners with desktop and mobile images', async (path) => {
    const slides = await list(path);
    expect(slides.length).toBeGreaterThan(0);
    for (const s of slides) {
      expect(Object.keys(s).sort()).toEqual(['id', 'link', 'mobile', 'photo', 'title']);
      expect(s.photo).not.toBe('');
    }
  });

  it('main and below sliders are different banners', async () => {
    const main = (await list('/api/slider')).map((s) => s.id);
    const below = (await list('/api/sliderBelow')).map((s) => s.id);
    expect(main.filter((id) => below.includes(id))).toEqual([]);
  });

  it('/api/homeAds lists ad pairs', async () => {
    const ads = await list('/api/homeAds');
    expect(ads.length).toBeGreaterThan(0);
    for (const a of ads) {
      expect(a.image1).not.toBe('');
      expect(a.image2).not.toBe('');
    }
  });

  it('/api/faq lists titles and details', async () => {
    const faqs = await list('/api/faq');
    expect(faqs.length).toBeGreaterThan(0);
    for (const f of faqs) {
      expect(Object.keys(f).sort()).toEqual(['details', 'id', 'title']);
      expect(f.title).not.toBe('');
    }
  });

  it('/api/reward_status gives the reward flag as 0 or 1', async () => {
    const res = await w.call('GET', '/api/reward_status');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect([0, 1]).toContain(res.body.reward);
  });
});

describe('shipping', () => {
  it('has two options in SPEC order: above the threshold first, then below', async () => {
    const options = await list<{ id: number; title: string; price: number }>('/api/shipping');
    expect(options).toHaveLength(2);
    expect(options[0]).toMatchObject(SHIPPING.aboveThreshold);
    expect(options[1]).toMatchObject(SHIPPING.belowThreshold);
    for (const o of options) expect(Number.isInteger(o.price)).toBe(true);
  });
});

describe('locations', () => {
  it('/api/city lists the store city among the billing cities', async () => {
    const cities = await list<{ id: number; name: string }>('/api/city');
    expect(cities).toContainEqual(CITY);
    for (const c of cities) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
  });

  it('/api/pincode lists serviceable pincodes with their branch', async () => {
    const codes = await list<{ code: string; branch_id: number }>('/api/pincode');
    expect(codes.find((p) => p.code === SERVICEABLE_PINCODE.code)).toMatchObject(SERVICEABLE_PINCODE);
    expect(codes.map((p) => p.code)).not.toContain(UNSERVICEABLE_PINCODE);
    for (const p of codes) expect(p.code).toMatch(/^[1-9][0-9]{5}$/);
  });

  it('/api/pincode/:code says whether a pincode is served', async () => {
    const yes = await w.call('GET', `/api/pincode/${SERVICEABLE_PINCODE.code}`);
    expect(yes.status).toBe(200);
    expect(yes.body).toMatchObject({ status: 1, available: true, response: SERVICEABLE_PINCODE });
    const no = await w.call('GET', `/api/pincode/${UNSERVICEABLE_PINCODE}`);
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ status: 1, available: false, response: null });
  });

  it.each(['12345', '0123456', 'abcdef', '5600381'])('/api/pincode/%s is refused with 400', async (code) => {
    const res = await w.call('GET', `/api/pincode/${code}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
  });

  it('/api/branchList lists six stores with the store hours', async () => {
    const branches = await list('/api/branchList');
    expect(branches).toHaveLength(6);
    for (const b of branches) {
      expect(b.hours).toBe('Mon,Sun 10 AM - 10 PM');
      expect(b.store_name).not.toBe('');
      expect(b.address).not.toBe('');
      expect(b.phone).not.toBe('');
    }
  });
});

describe('POST /api/subscribeSubmit', () => {
  it('thanks a new subscriber, and politely a returning one', async () => {
    const first = await w.call('POST', '/api/subscribeSubmit', { email: 'meera.iyer@gmail.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 1, msg: 'Thank you for subscribing!' });

    const again = await w.call('POST', '/api/subscribeSubmit', { email: '  Meera.Iyer@Gmail.com ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 1, msg: 'You are already subscribed. Thank you!' });

    const { results } = await w.env.DB.prepare("SELECT email FROM newsletter_subscriber WHERE email = 'meera.iyer@gmail.com'").all();
    expect(results).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}, NEWSLETTER_REQUIRED],
    ['an empty email', { email: '' }, NEWSLETTER_REQUIRED],
    ['a blank email', { email: '   ' }, NEWSLETTER_REQUIRED],
    ['no @', { email: 'meera.gmail.com' }, en.emailInvalid],
    ['no domain', { email: 'meera@' }, en.emailInvalid],
    ['a number', { email: 12345 }, en.emailInvalid],
    ['markup', { email: '<script>@x.com' }, en.emailInvalid],
  ])('refuses %s with 400 and the message in errors', async (_label, body, message) => {
    const res = await w.call('POST', '/api/subscribeSubmit', body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toBe(message);
    // errors carry the catalogue key as code where the words have one (issue 34)
    expect(res.body.errors).toEqual([expect.objectContaining({ path: 'email', message })]);
  });

  it('uses the exact SPEC words', () => {
    expect(en['rule.emailRequired']).toBe(NEWSLETTER_REQUIRED);
    expect(en.emailInvalid).toBe('Email is Invalid');
  });
});
