/**
 * What one festival form knows across its fields while it is open: its days (typed in the days
 * field) and the other festival files, so a deal row can warn of a clash before the build refuses
 * it. Keystatic validates each field on its own, so a clash across festivals is a warning here and
 * a refusal in the build (content-rules.ts), never missed.
 */
import { load } from 'js-yaml';
import { festivalDays } from '../content-rules';
import type { FestivalDeals } from '../festival-verdicts';

type Listener = () => void;
const listeners = new Set<Listener>();
let days: { starts: string | null; ends: string | null } = { starts: null, ends: null };

export function setEditedDays(next: typeof days): void {
  if (next.starts === days.starts && next.ends === days.ends) return;
  days = next;
  for (const l of listeners) l();
}
export const editedDays = () => days;
export function onEditedDays(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The festival open in the editor: its file name from the address (/keystatic/collection/festivals/item/<slug>). */
export function editedFestivalId(path = globalThis.location?.pathname ?? ''): string | undefined {
  const m = /\/collection\/festivals\/item\/([^/]+)/.exec(path);
  return m ? `${decodeURIComponent(m[1]!)}.md` : undefined;
}

// the festival files as saved, read when the editor page loads (Vite reloads them after a save)
const files = import.meta.glob('/src/content/festivals/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export function savedFestivals(): FestivalDeals[] {
  return Object.entries(files).flatMap(([path, text]) => {
    try {
      const d = (load(text.split(/^---\s*$/m)[1] ?? '') ?? {}) as Record<string, unknown>;
      return [
        {
          id: path.split('/').pop()!,
          name: String(d.name ?? ''),
          status: d.status === 'draft' ? 'draft' : 'published',
          ...festivalDays(d),
          deals: Array.isArray(d.deals) ? (d.deals as Array<{ product: string }>) : [],
        } satisfies FestivalDeals,
      ];
    } catch {
      return [];
    }
  });
}
