/** Work that must not hold up the answer: handed to the runtime when it can wait, else awaited. */
export function afterResponse(c: { executionCtx: { waitUntil(p: Promise<unknown>): void } }, work: Promise<unknown>): void {
  const guarded = work.catch((err) => console.error('after-response work failed', err));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // no execution context (some test harnesses): the promise still runs
  }
}
