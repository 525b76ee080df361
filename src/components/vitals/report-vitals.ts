/**
 * Core Web Vitals from the shopper's own phone (issue 30). Google's web-vitals library is fetched
 * only once the page has loaded and the browser is idle, and only on a sampled share of page views;
 * what it measures leaves when the page is hidden or left, as one small POST with no cookie: the
 * page's kind, its language and three numbers.
 */
import type { Metric } from 'web-vitals';

/** Resolves once the page is measured and listening (false: this view is not in the sample). */
export function reportVitals(tag: HTMLElement): Promise<boolean> {
  const { page, lang, rate } = tag.dataset;
  if (!page || !lang || !(Math.random() < Number(rate))) return Promise.resolve(false);
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

  const start = async () => {
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
  };
  return new Promise<boolean>((started) => {
    const go = () =>
      void start().then(
        () => started(true),
        () => started(false),
      );
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(go) : setTimeout(go, 1));
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  });
}
