/**
 * The one instant a test run is pinned at: TEST_NOW (an ISO time with its offset), or a fixed
 * default. The seed builds its windows from it (scripts/seed/time.ts), the API tests' in-process
 * clock starts at it (pinned-clock.ts) and the browser journeys' server and browser clocks start at
 * it (tests/e2e/support/clock.ts), so no test depends on the hour it happens to run at.
 *
 * The default is a Wednesday mid-morning in India: deals of the day are on until midnight, the
 * 22:00 cut-off for tomorrow's slots and subscriptions is hours away, and the shop is open.
 */
import { instantOf } from '../../scripts/seed/time';

export const DEFAULT_TEST_NOW = '2026-12-02T10:30:00+05:30';

export function testInstant(env: Record<string, string | undefined> = process.env): number {
  return instantOf(env.TEST_NOW || DEFAULT_TEST_NOW);
}
