import { request as httpRequest } from 'node:http';

/**
 * One HTTP exchange on a socket of its own, closed after the answer. Local workerd keeps a
 * connection open even when the request says `Connection: close` (curl -H 'Connection: close' shows
 * "Re-using existing connection"), and closes it after 5 s without a request. A client that pools
 * sockets (Playwright's request context, Node's fetch) can write its next request into a socket at
 * the instant workerd closes it, and the call dies with ECONNRESET before the store saw it: CI lost
 * branch-shelf and the UPI journey that way (8 GETs after a 4.95–5.01 s pause, through a pooling
 * agent, fail a few times a minute). `agent: false` opens a socket per exchange and Node
 * closes it when the answer is read, so no call ever lands on a socket the server is closing.
 */
export interface Exchange {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface Answer {
  status: number;
  url: URL;
  /** header names in lower case; Set-Cookie kept one per element */
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
}

export function exchange({ method, url, headers, body }: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({
            status: res.statusCode ?? 0,
            url,
            headers: flat,
            setCookies: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * `exchange`, following redirects as a browser does (303, and 301/302 after a POST, become a GET
 * without a body), up to `maxRedirects`. `beforeEach` adds per-hop headers (a context's cookies);
 * `afterEach` sees every answer (to keep the cookies it sets).
 */
export async function follow(
  first: Exchange,
  {
    maxRedirects = 20,
    beforeEach,
    afterEach,
  }: { maxRedirects?: number; beforeEach?: (url: URL) => Promise<Record<string, string>>; afterEach?: (a: Answer) => Promise<void> } = {},
): Promise<Answer> {
  let next = first;
  for (let hop = 0; ; hop++) {
    const extra = beforeEach ? await beforeEach(next.url) : {};
    const answer = await exchange({ ...next, headers: { ...next.headers, ...extra } });
    if (afterEach) await afterEach(answer);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || !location || hop >= maxRedirects) return answer;
    const keepsBody = answer.status === 307 || answer.status === 308;
    const { 'content-type': _type, ...headers } = next.headers;
    next = keepsBody
      ? { ...next, url: new URL(location, answer.url) }
      : { method: next.method === 'HEAD' ? 'HEAD' : 'GET', url: new URL(location, answer.url), headers };
  }
}

/** Node's fetch, for calls with no browser context, on a socket of its own (see above). */
export async function storeFetch(
  input: string | URL,
  init: { method?: string; headers?: Record<string, string>; body?: string; redirect?: 'manual' | 'follow' } = {},
): Promise<Response> {
  const first = {
    method: init.method ?? 'GET',
    url: new URL(input),
    headers: init.headers ?? {},
    body: init.body === undefined ? undefined : Buffer.from(init.body),
  };
  const answer = await follow(first, { maxRedirects: init.redirect === 'manual' ? 0 : 20 });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (name !== 'set-cookie') headers.set(name, value);
  for (const cookie of answer.setCookies) headers.append('set-cookie', cookie);
  const empty = answer.status === 204 || answer.status === 304 || answer.status < 200;
  return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers });
}
