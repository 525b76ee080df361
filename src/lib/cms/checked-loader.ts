/**
 * A glob loader that runs the publishing rules (content-rules.ts) over the whole collection once it
 * is loaded: cross-file rules (overlapping slides, clashing deals) need every entry at once, which a
 * per-entry schema cannot see. In a build (and `astro check`) a problem fails it; under `npm run cms`
 * it is only logged, so marketing can keep editing a half-done draft.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { assertPublishable } from './content-rules';

export interface LoadedEntry {
  id: string;
  data: Record<string, unknown>;
  /** true when `src` exists: relative to the entry's file, or under public/ when it starts with / */
  fileExists: (src: string) => boolean;
}

export function checkedGlob(options: Parameters<typeof glob>[0], what: string, rules: (entries: LoadedEntry[]) => string[]): Loader {
  const inner = glob(options);
  return {
    name: `checked-${inner.name}`,
    async load(context) {
      await inner.load(context);
      const root = context.config.root.pathname;
      const entries = context.store.values().map((e) => {
        const file = resolve(root, e.filePath ?? '.');
        return {
          id: e.id,
          data: e.data,
          fileExists: (src: string) =>
            src.startsWith('/') ? existsSync(resolve(root, 'public', `.${src}`)) : existsSync(resolve(dirname(file), src)),
        };
      });
      try {
        assertPublishable(what, rules(entries));
      } catch (error) {
        if (process.env.KEYSTATIC === '1') context.logger.warn((error as Error).message);
        else throw error;
      }
    },
  };
}
