/**
 * Core Web Vitals from the shopper's own phone (issue 30). Google's web-vitals library is fetched
 * only once the page has loaded and the browser is idle, and only on a sampled share of page views;
 * what it measures leaves when the page is hidden or left, as one small POST with no cookie: the
 * page's kind, its language and three numbers.
 */
import type { Metric } from 'web-vitals';
import { sampledView, whenIdleAfterLoad } from './vitals-sample';
import type { VitalsBeacon } from '../../lib/api/page-answers';
import { LANGS } from '../../lib/domain/i18n/langs';
import { PAGE_KINDS } from '../../lib/domain/reports/web-vitals';

type MetricName = VitalsBeacon['metrics'][number]['name'];
const oneOf =
  <T extends string>(list: readonly T[]) =>
  (v: string | undefined): v is T =>
    list.some((x) => x === v);
const isPage = oneOf(PAGE_KINDS);
const isLang = oneOf(LANGS);

/** Measures this page and sends what was measured when the page is hidden or left. */
export async function startReporting(tag: HTMLElement): Promise<void> {
  const { page, lang } = tag.dataset;
  // the API refuses a beacon from a page kind or language it does not know: such a page sends none
  if (!isPage(page) || !isLang(lang)) return;
  const measured = new Map<MetricName, number>();

  const send = () => {
    if (measured.size === 0) return;
    const beacon: VitalsBeacon = { page, lang, metrics: [...measured].map(([name, value]) => ({ name, value })) };
    measured.clear();
    // keepalive: the request outlives the page being left; omit: no cookie, nobody is identified
    void fetch('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(beacon),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  };

  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const keep = (name: MetricName) => (m: Metric) => measured.set(name, m.value);
  onLCP(keep('LCP'));
  onINP(keep('INP'));
  onCLS(keep('CLS'));
  // registered after the library's own listeners, and a microtask later, so their last values are in
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queueMicrotask(send);
  });
  addEventListener('pagehide', () => queueMicrotask(send));
}

/** The whole of it as a page runs it: resolves once measured and listening (false: not in the sample). */
export function reportVitals(tag: HTMLElement): Promise<boolean> {
  if (!sampledView(tag)) return Promise.resolve(false);
  return new Promise<boolean>((started) =>
    whenIdleAfterLoad(
      () =>
        void startReporting(tag).then(
          () => started(true),
          () => started(false),
        ),
    ),
  );
}
