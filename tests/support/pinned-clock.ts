/**
 * Every API and unit test file starts at the run's pinned instant (test-now.ts, read once by
 * vitest.config.ts and provided as `testNow`): the file's Date (in a Node fork, or in workerd for the
 * API files) is moved there when the file starts and runs on from it in real time, and the app runs
 * in the same isolate, so every server read of now() (functions/api/lib/clock.ts) sees the pinned day
 * with no change to a test. Moved, not faked: a file that pins its own moments with vi.useFakeTimers and
 * vi.setSystemTime still gets a still clock, installed over this one and given back after.
 */
import { inject } from 'vitest';

// Files that share an isolate (the API project's runtimes) run this once each: the real Date is kept
// the first time, so each file moves the real clock again rather than a moved one.
const REAL_DATE = Symbol.for('haat.realDate');
const holder = globalThis as typeof globalThis & { [REAL_DATE]?: DateConstructor };
const RealDate = (holder[REAL_DATE] ??= Date);
const realNow = RealDate.now.bind(RealDate);
const shift = inject('testNow') - realNow();

class PinnedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(realNow() + shift);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now(): number {
    return realNow() + shift;
  }
  /** a Date made before the move (or by Node itself) is still a Date */
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

globalThis.Date = PinnedDate as DateConstructor;

declare module 'vitest' {
  export interface ProvidedContext {
    testNow: number;
  }
}
