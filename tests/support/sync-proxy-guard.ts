/**
 * Guards the platform proxy's synchronous calls (wrangler's getPlatformProxy → miniflare's
 * SynchronousFetcher) against a race that broke a whole test file on CI now and then.
 *
 * Why: every D1 `prepare()` / `bind()` over the proxy is a synchronous round trip. miniflare posts the
 * call to a helper thread, blocks on Atomics.wait, then reads the answer with receiveMessageOnPort and
 * asserts its id. On a busy 2-core machine the read sometimes came back empty, or the answer arrived
 * after the read; from then on every answer was one behind and every later call in the file failed
 * with `AssertionError: false == true` (seen in tests/api/rewards.test.ts, CI run of stop 22).
 *
 * The guard wraps receiveMessageOnPort for the ports that carry miniflare's answers (recognised by
 * their shape: `{ id, response | error }`): an empty read waits for the answer instead of giving up,
 * and an answer older than the last one read is dropped. Nothing else changes: other ports (the test
 * runner's own) are passed through untouched, and an answer that never comes still fails after 15 s.
 */
import { createRequire } from 'node:module';
import type { MessagePort } from 'node:worker_threads';

type Received = { message: unknown } | undefined;
type ReceiveFn = (port: MessagePort) => Received;

const threads = createRequire(import.meta.url)('node:worker_threads') as { receiveMessageOnPort: ReceiveFn & { guarded?: true } };
const ANSWER_WAIT_MS = 15_000;

function isProxyAnswer(message: unknown): message is { id: number } {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { id?: unknown }).id === 'number' &&
    ('response' in message || 'error' in message)
  );
}

function install(): void {
  if (threads.receiveMessageOnPort.guarded) return;
  const original = threads.receiveMessageOnPort;
  const proxyPorts = new WeakMap<MessagePort, number>(); // port → id of the next answer expected
  const nap = new Int32Array(new SharedArrayBuffer(4));

  const guarded: ReceiveFn = (port) => {
    const deadline = Date.now() + ANSWER_WAIT_MS;
    for (;;) {
      const got = original(port);
      const expected = proxyPorts.get(port);
      if (got === undefined) {
        // only ports known to carry proxy answers are waited on; for any other port empty is an answer
        if (expected === undefined || Date.now() > deadline) return got;
        Atomics.wait(nap, 0, 0, 2);
        continue;
      }
      if (!isProxyAnswer(got.message)) return got;
      if (expected !== undefined && got.message.id < expected) {
        console.warn(`sync-proxy-guard: dropped a late proxy answer (id ${got.message.id}, expecting ${expected})`);
        continue;
      }
      proxyPorts.set(port, got.message.id + 1);
      return got;
    }
  };
  threads.receiveMessageOnPort = Object.assign(guarded, { guarded: true as const });
}

install();
