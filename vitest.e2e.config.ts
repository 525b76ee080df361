import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each journey signs in as a customer of its own (tests/e2e/support/own-customer.ts), so the files
 * pass alone and in any order: they run in vitest's default order, or shuffled with
 * E2E_SHUFFLE=<seed> (docs/testing.md). One exception, for the machine and not for the data: the
 * content editor's journeys run last. Each starts astro dev and builds the store a second time, which
 * leaves a 2-core machine busy for a while after it, and timing-sensitive gestures in other journeys
 * (the gallery's double tap) must not run in its wake.
 */
const LAST = ['festival-preview', 'cms', 'editor-pages', 'editor-github'];
const isEditors = (f: TestSpecification) => LAST.some((name) => f.moduleId.endsWith(`/${name}.e2e.ts`));

/** E2E_SHUFFLE's seed, when a shuffled order is asked for (any integer; the run prints it). */
const shuffleSeed = process.env.E2E_SHUFFLE ? Number(process.env.E2E_SHUFFLE) : undefined;
if (shuffleSeed !== undefined && !Number.isSafeInteger(shuffleSeed))
  throw new Error(`E2E_SHUFFLE must be an integer seed, not "${process.env.E2E_SHUFFLE}"`);

/** A seeded Fisher–Yates shuffle (mulberry32): the same seed gives the same order, to replay a failure. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

class EditorsLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = shuffleSeed === undefined ? await super.sort(files) : shuffled(files, shuffleSeed);
    return [...ordered.filter((f) => !isEditors(f)), ...ordered.filter(isEditors)];
  }
}

if (shuffleSeed !== undefined) console.log(`e2e files in shuffled order, seed ${shuffleSeed} (E2E_SHUFFLE)`);

/** Shopper journeys in Debian's Chromium against the built store served by wrangler dev. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/serve.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    // one browser at a time: the machine has 2 cores and the server needs one
    fileParallelism: false,
    sequence: { sequencer: EditorsLast },
  },
});
