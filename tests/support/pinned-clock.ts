/**
 * Every API and unit test file starts at the run's pinned instant (test-now.ts): Date is faked in the
 * test process, where the app runs in-process, so every server read of now() (functions/api/lib/clock.ts)
 * sees it with no change to a test. Time still moves (shouldAdvanceTime) for sessions and expiries; a
 * file that pins its own moments (vi.setSystemTime) still does.
 */
import { vi } from 'vitest';
import { testInstant } from './test-now';

vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: testInstant() });
