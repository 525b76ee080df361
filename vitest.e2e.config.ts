import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys share one seeded store, so they run in the order a shop's day goes: browsing, new
 * accounts, carts, festival and loyalty pages (which read Asha's seeded points), privacy, then
 * checkout (which spends some of them), the staff console (a clerk and a rider move Asha's new
 * orders along; she cancels one), then the accessibility sweep (which then also finds orders
 * to open); the whole-trip journey runs just before the sweep. Files not listed run after them, and
 * the content editor's journeys last of all: it starts astro dev and builds the store a second time,
 * which leaves the machine busy for a while, and timing-sensitive gestures (the gallery's double tap)
 * must not run in its wake.
 */
const STORY = ['catalogue', 'accounts', 'cart', 'festival', 'loyalty', 'privacy', 'checkout', 'staff', 'journey', 'a11y'];
// the editor's journeys: each starts astro dev (the preview one on its own seeded database)
const LAST = ['festival-preview', 'cms', 'editor-pages', 'editor-github'];

class StoryOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      if (LAST.some((name) => f.moduleId.endsWith(`/${name}.e2e.ts`))) return STORY.length + 1;
      const i = STORY.findIndex((name) => f.moduleId.endsWith(`/${name}.e2e.ts`));
      return i === -1 ? STORY.length : i;
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

/** Shopper journeys in Debian's Chromium against the built store served by wrangler dev. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/serve.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    // one browser at a time: the machine has 2 cores and the server needs one
    fileParallelism: false,
    sequence: { sequencer: StoryOrder },
  },
});
