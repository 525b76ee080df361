import { sampledView, whenIdleAfterLoad } from './vitals-sample';

/**
 * Only the sampling and the wait ride on every page; the reporting code and Google's library are
 * fetched once the page is idle, and only for a view in the sample (ReportVitals.astro's tag).
 */
export function reportVitalsWhenIdle(): void {
  const tag = document.querySelector<HTMLElement>('[data-vitals]');
  if (tag && sampledView(tag)) whenIdleAfterLoad(() => void import('./report-vitals').then((m) => m.startReporting(tag)));
}
