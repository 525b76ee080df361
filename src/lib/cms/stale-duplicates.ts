/**
 * Astro 5's glob loader warns 'Duplicate id "x" found in <file>' whenever a Markdown file changed
 * since the content store was last written (.astro/data-store.json): it finds the file's own old
 * entry under the same id before replacing it. Every build after an edit in the editor logged it
 * for each edited festival: noise that hides real warnings (issue 33). Astro 6 warns only when the
 * stored entry is another file (withastro/astro#15064); this logger does the same check for
 * Astro 5: a warning whose stored entry is the very file named is dropped, everything else passes.
 * Delete with the move to Astro 6.
 */
import { resolve } from 'node:path';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';

const DUPLICATE = /^Duplicate id "(.+)" found in (.+)\. Later items with the same id will overwrite earlier ones\.$/;

/** Whether `message` is the glob loader's warning about an entry's own older copy. */
export function isStaleDuplicate(message: string, storedFile: (id: string) => string | undefined, root: string): boolean {
  const m = DUPLICATE.exec(message);
  if (!m) return false;
  const stored = storedFile(m[1]!);
  return stored !== undefined && resolve(root, stored) === resolve(m[2]!);
}

/** The loader context with a logger that drops the stale-entry "Duplicate id" warnings. */
export function withoutStaleDuplicates(context: LoaderContext): LoaderContext {
  const root = context.config.root.pathname;
  const storedFile = (id: string) => context.store.get(id)?.filePath;
  const logger = Object.create(context.logger) as LoaderContext['logger'];
  logger.warn = (message: string) => {
    if (!isStaleDuplicate(message, storedFile, root)) context.logger.warn(message);
  };
  return { ...context, logger };
}

/** Astro's glob loader without the stale-entry warnings, for collections without publishing rules (policies). */
export function quietGlob(options: Parameters<typeof glob>[0]): Loader {
  const inner = glob(options);
  return { ...inner, load: (context) => inner.load(withoutStaleDuplicates(context)) };
}
