import { describe, expect, it } from 'vitest';
import { catalogueVersion, checkCatalogueStamp, STAMP_CHECK_MS } from '../../functions/api/services/catalogue/catalogue-cache';

/** A database whose stamp reads wait until the test answers them, counting each read. */
function slowStamp() {
  const waiting: ((row: { version: number }) => void)[] = [];
  let reads = 0;
  const statement = {
    first: () => {
      reads += 1;
      return new Promise<{ version: number }>((resolve) => waiting.push(resolve));
    },
  };
  const db = { prepare: () => statement } as unknown as D1Database;
  return {
    db,
    reads: () => reads,
    answer: (version: number) => waiting.splice(0).forEach((resolve) => resolve({ version })),
  };
}

// Under load every request checks the stamp before answering from the isolate's copies; when the
// check fell due, each request arriving while the first read was under way read it again, and those
// reads queued in D1 once a second: the API's slowest requests.
describe('the catalogue stamp check', () => {
  it('reads the stamp once however many requests arrive while it is being read', async () => {
    const stamp = slowStamp();
    const first = checkCatalogueStamp(stamp.db, 0);
    stamp.answer(1);
    await first;
    expect(stamp.reads()).toBe(1);

    const burst = Array.from({ length: 20 }, () => checkCatalogueStamp(stamp.db, STAMP_CHECK_MS));
    expect(stamp.reads()).toBe(2);
    stamp.answer(2);
    await Promise.all(burst);
    expect(catalogueVersion(stamp.db)).toBe(2);
  });

  it('reads it again a second later, and not before', async () => {
    const stamp = slowStamp();
    const first = checkCatalogueStamp(stamp.db, 0);
    stamp.answer(1);
    await first;
    await checkCatalogueStamp(stamp.db, STAMP_CHECK_MS - 1);
    expect(stamp.reads()).toBe(1);
    const next = checkCatalogueStamp(stamp.db, STAMP_CHECK_MS);
    expect(stamp.reads()).toBe(2);
    stamp.answer(1);
    await next;
  });
});
