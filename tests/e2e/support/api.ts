import type { APIResponse, Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { follow, type Answer } from './fresh-socket';

type Options = { data?: unknown; form?: Record<string, string>; headers?: Record<string, string>; maxRedirects?: number };
type Cookie = Parameters<BrowserContext['addCookies']>[0][number];
export type ApiResponse = Pick<APIResponse, 'status' | 'ok' | 'headers' | 'url' | 'body' | 'text' | 'json'>;

/** What each context was opened with: its calls go to its baseURL and carry its own address header. */
const opened = new WeakMap<BrowserContext, Pick<BrowserContextOptions, 'baseURL' | 'extraHTTPHeaders'>>();

/** Makes every context `browser` opens remember its baseURL and extra headers for api(). */
export function rememberContexts(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options = {}): Promise<BrowserContext> => {
    const context = await open(options);
    opened.set(context, { baseURL: options.baseURL, extraHTTPHeaders: options.extraHTTPHeaders });
    return context;
  };
  return browser;
}

/**
 * A test's own calls to the store's API, as the browser context: its cookies go with each call and
 * the cookies an answer sets come back into the context, as page.request does. Unlike page.request,
 * each call has a socket of its own (./fresh-socket.ts says why), and nothing is retried.
 */
export function api(owner: Page | BrowserContext) {
  const context = 'context' in owner ? owner.context() : owner;
  const send = (method: string, path: string, options: Options = {}): Promise<ApiResponse> => call(context, method, path, options);
  return {
    get: (path: string, options?: Options) => send('GET', path, options),
    post: (path: string, options?: Options) => send('POST', path, options),
  };
}

async function call(context: BrowserContext, method: string, path: string, options: Options): Promise<ApiResponse> {
  const { baseURL, extraHTTPHeaders } = opened.get(context) ?? {};
  const url = new URL(path, baseURL);
  const headers: Record<string, string> = { ...extraHTTPHeaders, ...options.headers };
  let body: Buffer | undefined;
  if (options.form) {
    body = Buffer.from(new URLSearchParams(options.form).toString());
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (options.data !== undefined) {
    const raw = typeof options.data === 'string' || Buffer.isBuffer(options.data);
    body = raw ? Buffer.from(options.data as string | Buffer) : Buffer.from(JSON.stringify(options.data));
    if (!raw) headers['content-type'] ??= 'application/json';
  }
  const answer = await follow(
    { method, url, headers, body },
    {
      maxRedirects: options.maxRedirects,
      beforeEach: async (at): Promise<Record<string, string>> => {
        const cookies = await context.cookies(at.href);
        return cookies.length ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : {};
      },
      afterEach: (a) => keepCookies(context, a),
    },
  );
  return response(answer);
}

function response(answer: Answer): ApiResponse {
  return {
    status: () => answer.status,
    ok: () => answer.status >= 200 && answer.status < 300,
    headers: () => answer.headers,
    url: () => answer.url.href,
    body: async () => answer.body,
    text: async () => answer.body.toString('utf8'),
    json: async () => JSON.parse(answer.body.toString('utf8')),
  };
}

/** The cookies an answer sets or clears, kept in the context as the browser would keep them. */
async function keepCookies(context: BrowserContext, answer: Answer): Promise<void> {
  for (const header of answer.setCookies) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const attr = new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.slice(a.indexOf('=') + 1)] as const));
    const domain = attr.get('domain')?.replace(/^\./, '') ?? answer.url.hostname;
    const path = attr.get('path')?.startsWith('/') ? attr.get('path')! : answer.url.pathname.replace(/\/[^/]*$/, '') || '/';
    const maxAge = attr.has('max-age') ? Number(attr.get('max-age')) : undefined;
    const expires = maxAge !== undefined ? Date.now() / 1000 + maxAge : attr.has('expires') ? Date.parse(attr.get('expires')!) / 1000 : -1;
    const name = pair.slice(0, eq);
    if (expires !== -1 && expires <= Date.now() / 1000) {
      await context.clearCookies({ name, domain, path });
      continue;
    }
    const sameSite = { strict: 'Strict', lax: 'Lax', none: 'None' }[attr.get('samesite')?.toLowerCase() ?? ''] as Cookie['sameSite'];
    const cookie: Cookie = {
      name,
      value: pair.slice(eq + 1),
      domain,
      path,
      expires,
      httpOnly: attr.has('httponly'),
      secure: attr.has('secure'),
    };
    await context.addCookies([sameSite ? { ...cookie, sameSite } : cookie]);
  }
}
