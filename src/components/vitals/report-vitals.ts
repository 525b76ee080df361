/**
 * Core Web Vitals from the shopper's own phone (issue 30). Google's web-vitals library is fetched
 * only once the page has loaded and the browser is idle, and only on a sampled share of page views;
 * what it measures leaves when the page is hidden or left, as one small POST with no cookie: the
 * page's kind, its language and three numbers.
 */
import type { Metric } from 'web-vitals';
import { sampledView, whenIdleAfterLoad } from './vitals-sample';

/** Measures this page and sends what was measured when the page is hidden or left. */
export async function startReporting(tag: HTMLElement): Promise<void> {
  const { page, lang } = tag.dataset;
  const measured = new Map<string, number>();

  const send = () => {
    if (measured.size === 0) return;
    const metrics = [...measured].map(([name, value]) => ({ name, value }));
    measured.clear();
    // keepalive: the request outlives the page being left; omit: no cookie, nobody is identified
    void fetch('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, lang, metrics }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  };

  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const keep = (m: Metric) => measured.set(m.name, m.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
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
