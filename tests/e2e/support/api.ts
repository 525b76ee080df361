import type { APIRequestContext, APIResponse, BrowserContext, Page } from 'playwright-core';

type Options = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

/**
 * A test's own calls to the store's API, each on a fresh connection. Playwright's request context
 * keeps sockets alive across calls, and wrangler dev (workerd) closes an idle one after 5 s: the next
 * call on that socket then dies with ECONNRESET (microsoft/playwright#42701,
 * cloudflare/workers-sdk#14641). `connection: close` makes Node open a new socket per call, so the
 * journey never depends on how long the last step took. The browser's own requests are not affected.
 */
export function api(owner: Page | BrowserContext) {
  const request = owner.request;
  const closing = (options?: Options): Options => ({ ...options, headers: { ...options?.headers, connection: 'close' } });
  return {
    get: (url: string, options?: Options): Promise<APIResponse> => request.get(url, closing(options)),
    post: (url: string, options?: Options): Promise<APIResponse> => request.post(url, closing(options)),
  };
}
