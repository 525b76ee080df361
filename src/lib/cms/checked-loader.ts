/**
 * A glob loader that runs the publishing rules (content-rules.ts) over the whole collection once it
 * is loaded: cross-file rules (overlapping slides, clashing deals) need every entry at once, which a
 * per-entry schema cannot see. A file the schema refuses is noted and kept (as written) instead of
 * stopping the load, so one error lists every problem of every file (issue 33: the build stopped at
 * the first). In a build (and `astro check`) the problems fail it; under `npm run cms` they are only
 * logged, so the editor never turns into an error screen over a half-done draft.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { assertPublishable } from './content-rules';
import { withoutStaleDuplicates } from './stale-duplicates';

export interface LoadedEntry {
  id: string;
  data: Record<string, unknown>;
  /** true when `src` exists: relative to the entry's file, or under public/ when it starts with / */
  fileExists: (src: string) => boolean;
}

export function checkedGlob(
  options: Parameters<typeof glob>[0],
  what: string,
  rules: (entries: LoadedEntry[]) => string[],
  /** fallbacks the page takes without a word (issue 33: never silent): logged in every build, never fatal */
  notes: (entries: LoadedEntry[]) => string[] = () => [],
): Loader {
  const inner = glob(options);
  return {
    name: `checked-${inner.name}`,
    async load(context) {
      const refused: string[] = [];
      await inner.load({
        ...withoutStaleDuplicates(context),
        parseData: async (props) => {
          try {
            return await context.parseData(props);
          } catch (error) {
            refused.push(`${props.filePath ? relative(context.config.root.pathname, props.filePath) : props.id}: ${schemaWords(error)}`);
            return props.data;
          }
        },
      });
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
      for (const note of notes(entries)) context.logger.warn(`${what}: ${note}`);
      try {
        assertPublishable(what, [...refused, ...rules(entries)]);
      } catch (error) {
        if (process.env.KEYSTATIC === '1') context.logger.warn((error as Error).message);
        else throw error;
      }
    },
  };
}

/** Astro's schema error as one line: the fields and their messages, without its Markdown. */
function schemaWords(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .replace(/\*\*/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/does not match collection schema/.test(l));
  return lines.join('; ') || text;
}
