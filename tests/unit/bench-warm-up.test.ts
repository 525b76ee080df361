/**
 * The scale bench's warm-up requests (scripts/bench/warm-up.mjs): on local wrangler dev the first
 * request after a load run now and then stalls ahead of the Worker until the client gives up, and a
 * plain fetch then waited 5 minutes and threw, losing the whole scale section (2026-11-24 bench).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp } from '../../scripts/bench/warm-up.mjs';

let server: Server | undefined;

/**
 * A server that never answers its first `stalled` requests (as the stalled one in local workerd) and
 * answers the rest; `onStall` hears of each one it holds.
 */
async function serverStalling(stalled: number, onStall: () => void = () => {}): Promise<string> {
  let seen = 0;
  server = createServer((_req, res) => {
    if (++seen > stalled) return void res.end('ok');
    onStall(); // held open, never answered
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/product-details-one/aashirvaad-shudh-chakki-atta`;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

describe('bench warm-up request', () => {
  it('gives up on a stalled request and sends it again', async () => {
    // the first attempt is given up once the server holds it; the second has no timer to lose to
    const first = new AbortController();
    const url = await serverStalling(1, () => first.abort(new DOMException('stalled', 'TimeoutError')));
    const lines: string[] = [];
    const giveUp = (attempt: number) => (attempt === 1 ? first.signal : new AbortController().signal);
    await expect(warmUp(url, { timeoutMs: 300, log: (l) => lines.push(l), giveUp })).resolves.toEqual({ status: 200, stalls: 1 });
    expect(lines).toEqual([expect.stringContaining('/product-details-one/aashirvaad-shudh-chakki-atta: no answer within 0.3 s')]);
  });

  it('fails after its tries instead of waiting for ever', async () => {
    const url = await serverStalling(5);
    await expect(warmUp(url, { timeoutMs: 200, tries: 2, log: () => {} })).rejects.toThrow();
  });

  it('does not retry a request that was refused (nothing listening is not a stall)', async () => {
    const url = await serverStalling(0);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const lines: string[] = [];
    await expect(warmUp(url, { timeoutMs: 200, log: (l) => lines.push(l) })).rejects.toThrow();
    expect(lines).toEqual([]);
  });
});
