/**
 * An outside HTTP service (SMS gateway, rewards service, POS, Graph API) stood in for by a handler in
 * the test's own isolate. The API tests run inside workerd, where nothing can listen on a port, so the
 * app's fetch() to the fake's `base` is answered by the handler instead; every other URL goes to the
 * real fetch. A handler that never settles is a service that never answers: the caller's abort signal
 * (its deadline) still ends the call, as it would end a real one.
 */
type Handler = (request: Request) => Response | Promise<Response>;

const services = new Map<string, Handler>();
let realFetch: typeof fetch | undefined;
let next = 1;

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const handler = [...services].find(([base]) => request.url.startsWith(base))?.[1];
  if (!handler) return realFetch!(request);
  const signal = request.signal;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    Promise.resolve()
      .then(() => handler(request))
      .then(resolve, reject);
  });
}

/** Starts a fake at a base URL of its own (`http://fake-<n>.test`); `close` takes it away again. */
export function startFakeService(handler: Handler): { base: string; close: () => void } {
  const base = `http://fake-${next++}.test`;
  if (services.size === 0) {
    realFetch = globalThis.fetch;
    globalThis.fetch = fakeFetch;
  }
  services.set(base, handler);
  return {
    base,
    close: () => {
      services.delete(base);
      if (services.size === 0 && realFetch) globalThis.fetch = realFetch;
    },
  };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
