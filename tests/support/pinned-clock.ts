/**
 * Every API and unit test file starts at the run's pinned instant (test-now.ts): the test process's
 * Date is moved there when the file starts and runs on from it in real time, and the app runs
 * in-process, so every server read of now() (functions/api/lib/clock.ts) sees the pinned day with no
 * change to a test. Moved, not faked: a file that pins its own moments with vi.useFakeTimers and
 * vi.setSystemTime still gets a still clock, installed over this one and given back after.
 */
import { testInstant } from './test-now';

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
const shift = testInstant() - realNow();

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
