import { loginHref } from '../domain/account/login-link';

/** Browser-side API calls. The session cookie goes along automatically; no user id is ever sent. */
export interface ApiResult {
  status: number;
  /** on a refusal, the catalogue key of the message: what callers branch on (ANSWER_CODE) */
  code?: string;
  message?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly body: ApiResult | null,
  ) {
    super(message);
  }
}

/**
 * POST/GET JSON to /api/<path>. Resolves with the body for any JSON answer (status 0 included,
 * so callers show the server's message); rejects only on network failure or a non-JSON answer.
 */
export async function api<T extends ApiResult = ApiResult>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T & { httpStatus: number }> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`/api/${path.replace(/^\/+/, '')}`, {
    method,
    credentials: 'same-origin',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  let body: T;
  try {
    body = (await res.json()) as T;
  } catch {
    throw new ApiError('Something went wrong please try again', res.status, null);
  }
  return Object.assign(body, { httpStatus: res.status });
}

/** Sends a guest to login and back to where they were (SPEC §5: cart/wishlist need a login). */
export function goToLogin(returnTo = location.pathname + location.search): void {
  location.href = loginHref(returnTo);
}
