/** The festival files' front matter, as the deal sync needs it (the build has already checked them). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { festivalDays } from '../../src/lib/cms/content-rules';
import type { FestivalDeals } from './deals';

export function readFestivalDeals(dir = 'src/content/festivals'): FestivalDeals[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const front = readFileSync(join(dir, f), 'utf8').split(/^---\s*$/m)[1] ?? '';
      const d = (load(front) ?? {}) as Record<string, any>;
      return {
        name: String(d.name ?? f),
        status: d.status === 'draft' ? 'draft' : 'published',
        ...festivalDays(d),
        deals: Array.isArray(d.deals) ? d.deals : [],
      };
    });
}
