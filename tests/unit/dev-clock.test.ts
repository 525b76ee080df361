/** A pinned request time exists only in development (functions/api/lib/dev-clock.ts). */
import { describe, expect, it } from 'vitest';
import { requestNow } from '../../functions/api/lib/dev-clock';

const REAL = Date.UTC(2026, 10, 29, 17, 30);
const PINNED = String(Date.UTC(2026, 10, 29, 4, 30));

describe('requestNow', () => {
  it('development honours a pinned time', () => {
    expect(requestNow('development', PINNED, REAL)).toBe(Number(PINNED));
  });
  it.each([
    ['production', PINNED],
    [undefined, PINNED],
    ['development', null],
    ['development', 'tomorrow'],
    ['development', '12'],
  ])('%s with %s keeps the real clock', (environment, header) => {
    expect(requestNow(environment, header, REAL)).toBe(REAL);
  });
});
