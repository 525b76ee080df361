/**
 * A warm-up request that cannot hold up the bench. On local `wrangler dev`, the first request after a
 * load run now and then stalls ahead of the Worker: the store's fetch handler is only called when the
 * client gives up, and then answers in ~150 ms (scripts/bench/NOTES.md, 2026-11-25). It is not the
 * route's: the same stall hit /api/health/db when that went first, and the next request answered at
 * once. Node's fetch waits 5 minutes for headers and then throws, which cost the bench its whole scale
 * section; here a stalled request is given up after `timeoutMs` and sent again.
 */

/**
 * GETs `url` (body read), giving up on an attempt after `timeoutMs`; tries up to `tries` times.
 * `giveUp(attempt)` is the signal that ends an attempt (a test ends one when its server has it,
 * rather than racing a real timer on a busy machine).
 * @param {string} url
 * @param {{ timeoutMs?: number, tries?: number, log?: (line: string) => void, giveUp?: (attempt: number) => AbortSignal }} [opts]
 * @returns {Promise<{ status: number, stalls: number }>}
 */
export async function warmUp(
  url,
  { timeoutMs = 20_000, tries = 3, log = console.log, giveUp = () => AbortSignal.timeout(timeoutMs) } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { signal: giveUp(attempt) });
      await res.arrayBuffer();
      return { status: res.status, stalls: attempt - 1 };
    } catch (err) {
      const stalled = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      if (!stalled || attempt >= tries) throw err;
      log(
        `[scale] ${new URL(url).pathname}: no answer within ${timeoutMs / 1000} s (a stalled request in local workerd), sending it again`,
      );
    }
  }
}
