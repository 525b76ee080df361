/**
 * The page's side of the speed beacon (src/components/vitals/report-vitals.ts): sampled, the library
 * loaded only once the page is idle, one POST with no cookie when the page is left, nothing else in it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const metrics = vi.hoisted(() => ({ LCP: 1234, CLS: 0.01, INP: 0 }));
vi.mock('web-vitals', () => ({
  onLCP: (f: (m: { name: string; value: number }) => void) => f({ name: 'LCP', value: metrics.LCP }),
  onCLS: (f: (m: { name: string; value: number }) => void) => f({ name: 'CLS', value: metrics.CLS }),
  onINP: () => undefined, // no tap on this page: INP never reports
}));

const { reportVitals } = await import('../../src/components/vitals/report-vitals');

let listeners: Map<string, () => void>;
let fetched: { url: string; init: RequestInit }[];
const tag = (rate: string) => ({ dataset: { page: 'product', lang: 'kn', rate } }) as unknown as HTMLElement;

beforeEach(() => {
  listeners = new Map();
  fetched = [];
  vi.stubGlobal('document', { readyState: 'complete', visibilityState: 'visible' });
  vi.stubGlobal('window', { requestIdleCallback: true });
  vi.stubGlobal('requestIdleCallback', (f: () => void) => f());
  vi.stubGlobal('addEventListener', (type: string, f: () => void) => listeners.set(type, f));
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

/** lets the microtask the page-leave handlers queue run (a timer runs after every queued microtask) */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('reportVitals', () => {
  it('sends what was measured once, when the page is left: no cookie, kept alive, only page, language and numbers', async () => {
    expect(await reportVitals(tag('1'))).toBe(true);
    expect(fetched).toEqual([]);
    listeners.get('pagehide')!();
    await settle();
    expect(fetched).toHaveLength(1);
    const { url, init } = fetched[0]!;
    expect(url).toBe('/api/vitals');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({
      page: 'product',
      lang: 'kn',
      metrics: [
        { name: 'LCP', value: 1234 },
        { name: 'CLS', value: 0.01 },
      ],
    });
    // hidden after pagehide: nothing new was measured, nothing more is sent
    (document as { visibilityState: string }).visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    await settle();
    expect(fetched).toHaveLength(1);
  });

  it('a page of a kind the API does not know sends nothing (the API would refuse it)', async () => {
    const odd = { dataset: { page: 'blog', lang: 'kn', rate: '1' } } as unknown as HTMLElement;
    expect(await reportVitals(odd)).toBe(true);
    listeners.get('pagehide')?.();
    await settle();
    expect(fetched).toEqual([]);
  });

  it('a page view outside the sample loads nothing and sends nothing', async () => {
    expect(await reportVitals(tag('0'))).toBe(false);
    expect(listeners.size).toBe(0);
    expect(fetched).toEqual([]);
  });
});
