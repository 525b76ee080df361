/**
 * What every page runs of the speed beacon (issue 30): whether this view is in the sample, and a wait
 * for the page to have loaded and the browser to be idle. The reporting code itself (report-vitals.ts)
 * and Google's library are fetched only after that, and only for a sampled view.
 */

/** This view is in the sample (`data-rate`: 1 every view, 0.25 one in four). */
export function sampledView(tag: HTMLElement): boolean {
  const { page, lang, rate } = tag.dataset;
  return Boolean(page && lang) && Math.random() < Number(rate);
}

/** Runs `go` once the page has loaded and the browser is idle. */
export function whenIdleAfterLoad(go: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(go) : setTimeout(go, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
