/** The queue's filters as the URL keeps them (a reload or a shared link shows the same queue). */
export interface QueueFilters {
  status: string;
  fulfilment: string;
  date: string;
  payment: string;
  /** one delivery slot / pickup window: its day and start (minutes after midnight) */
  slot_day: string;
  slot_start: string;
  q: string;
  branch_id: string;
  /** '' newest first, 'slot' by delivery slot / pickup window */
  sort: string;
}

export const EMPTY_FILTERS: QueueFilters = {
  status: 'open',
  fulfilment: '',
  date: '',
  payment: '',
  slot_day: '',
  slot_start: '',
  q: '',
  branch_id: '',
  sort: '',
};

const KEYS = Object.keys(EMPTY_FILTERS) as (keyof QueueFilters)[];

export function filtersFromSearch(search: string): QueueFilters {
  const params = new URLSearchParams(search);
  const f = { ...EMPTY_FILTERS };
  for (const k of KEYS) {
    const v = params.get(k);
    if (v !== null) f[k] = v.slice(0, 40);
  }
  return f;
}

/** The filters the API is asked with: the ones set, trimmed (the route names a wrong one). */
export function filtersAsked(f: QueueFilters): Partial<QueueFilters> {
  return Object.fromEntries(KEYS.flatMap((k) => (f[k].trim() ? [[k, f[k].trim()]] : [])));
}

/** The address bar's query: empty filters left out, but "status=" stays to tell "every status" from the default (open orders). */
export function filtersToQuery(f: QueueFilters): string {
  const params = new URLSearchParams();
  for (const k of KEYS) {
    if (f[k].trim()) params.set(k, f[k].trim());
    else if (k === 'status') params.set(k, '');
  }
  return params.toString();
}
