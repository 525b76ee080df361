/**
 * Test tooling only (never part of the store): loaded into the editor's dev server with
 * `node --import`, it moves the server's clock by the milliseconds written in E2E_CLOCK_FILE, so a
 * browser journey can be "on" a festival's day and move to the next one without a restart. Time
 * still runs (timers are real); only what Date reads is shifted.
 */
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let cached = { at: -Infinity, shift: 0 };
  const shift = () => {
    const at = realNow();
    // read at most every 100 ms: Date.now() is called often by the dev server
    if (at - cached.at > 100) {
      let value = 0;
      try {
        value = Number(readFileSync(file, 'utf8')) || 0;
      } catch {}
      cached = { at, shift: value };
    }
    return cached.shift;
  };
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + shift());
      else super(...args);
    }
    static now() {
      return realNow() + shift();
    }
  }
  globalThis.Date = ShiftedDate;
}
