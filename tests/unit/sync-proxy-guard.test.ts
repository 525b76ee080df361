import { createRequire } from 'node:module';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import '../support/sync-proxy-guard';

// read through the module object, as miniflare does, so the guard is what answers
const threads = createRequire(import.meta.url)('node:worker_threads') as {
  receiveMessageOnPort(port: MessagePort): { message: any } | undefined;
};
const answer = (id: number) => ({ id, response: { status: 200, headers: {}, body: null } });

describe('the platform proxy guard (tests/support/sync-proxy-guard.ts)', () => {
  it('drops an answer older than the last one read, instead of handing it to the next call', () => {
    const { port1, port2 } = new MessageChannel();
    port2.postMessage(answer(0));
    expect(threads.receiveMessageOnPort(port1)?.message.id).toBe(0);
    port2.postMessage(answer(0)); // a late copy of an answer already read
    port2.postMessage(answer(1));
    expect(threads.receiveMessageOnPort(port1)?.message.id).toBe(1);
    port1.close();
  });

  it('waits for an answer that is still on its way on a proxy port', () => {
    const { port1, port2 } = new MessageChannel();
    port2.postMessage(answer(0));
    threads.receiveMessageOnPort(port1);
    const late = new Worker(
      `const { workerData } = require('node:worker_threads');
       setTimeout(() => { workerData.port.postMessage({ id: 1, response: { status: 200, headers: {}, body: null } }); }, 150);`,
      { eval: true, workerData: { port: port2 }, transferList: [port2] },
    );
    expect(threads.receiveMessageOnPort(port1)?.message.id).toBe(1);
    port1.close();
    return late.terminate();
  });

  it('leaves every other port alone: an empty read is answered at once', () => {
    const { port1 } = new MessageChannel();
    const started = Date.now();
    expect(threads.receiveMessageOnPort(port1)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    port1.close();
  });
});
