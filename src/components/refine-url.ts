/**
 * A filter form's state as a clean, shareable URL: empty fields are left out and the page starts
 * again at 1. Shared by the /search script and tests.
 */
export function refineUrl(action: string, data: Iterable<[string, FormDataEntryValue]>): string {
  const q = new URLSearchParams();
  for (const [k, v] of data) {
    if (typeof v !== 'string' || v.trim() === '' || k === 'page') continue;
    q.append(k, v);
  }
  const qs = q.toString();
  return qs ? `${action}?${qs}` : action;
}

/** The same URL on another page of results. */
export function pageUrl(url: URL, page: number): string {
  const q = new URLSearchParams(url.searchParams);
  if (page <= 1) q.delete('page');
  else q.set('page', String(page));
  const qs = q.toString();
  return qs ? `${url.pathname}?${qs}` : url.pathname;
}
