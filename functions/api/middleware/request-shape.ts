import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { PHOTO_BODY_TYPES, PROBLEM_PHOTO_PATH } from '../../../src/lib/domain/orders/problem-photos';
import { PICTURE_UPLOAD_PATH } from '../../../src/lib/domain/catalogue/product-picture';

/**
 * Every /api/* answer is JSON, also for requests that are malformed before any route sees them:
 * a path or query with broken percent-encoding (400) and a body that is not JSON (415). The Worker
 * entry hands /api/* to Hono before Astro, so Astro's HTML 404 for a bad path and its plain-text 403
 * for a form-encoded POST never answer an API call; this is the one check.
 */

const BAD_ENCODING = { status: 0, message: 'The address of this request is not valid' } as const;
const NOT_JSON = { status: 0, message: 'Please send the request as JSON' } as const;

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

/** null when the request is well-formed; else the JSON refusal (status, body). */
export function requestShapeProblem(request: Request): { status: 400 | 415; body: { status: 0; message: string } } | null {
  const url = new URL(request.url);
  if (!decodes(url.pathname) || !url.search.slice(1).split('&').every(decodes)) return { status: 400, body: BAD_ENCODING };
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  // a problem photo is sent as its bytes (routes/problems.ts reads its real type from them)
  if (PROBLEM_PHOTO_PATH.test(url.pathname) && PHOTO_BODY_TYPES.includes(type)) return null;
  // a product picture's copies come as a form of files (routes/product-pictures.ts); the staff cookie
  // is SameSite=Strict, so another site's form cannot send one in a manager's name
  if (PICTURE_UPLOAD_PATH.test(url.pathname) && type === 'multipart/form-data') return null;
  // bodiless writes (logout, delete an address) may come without a type; anything sent must be JSON
  if (type === '' ? hasBody(request.headers) : type !== 'application/json') return { status: 415, body: NOT_JSON };
  return null;
}

export function requestShape(): MiddlewareHandler<AppEnv> {
  return async function requestShape(c, next) {
    const problem = requestShapeProblem(c.req.raw);
    if (problem) return c.json(problem.body, problem.status);
    await next();
  };
}
