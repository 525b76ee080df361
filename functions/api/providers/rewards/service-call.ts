/**
 * One timed JSON POST to an outside system (rewards service, in-store POS), shared by both HTTP
 * adapters. Every call has a deadline: a down, slow or garbled service becomes ServiceUnavailable,
 * which the API answers as 503 { status: 0, message, retry: true } and the pages show with a Retry.
 */
import { z, type ZodType, type ZodTypeDef } from 'zod';
import { ShopError } from '../../errors';
import { type Said } from '../../../../src/lib/domain/i18n/said';
import { sayIn } from '../../../../src/lib/domain/i18n/t';

/** Default deadline for one outside call; SERVICE_TIMEOUT_MS overrides it (tests use a short one). */
export const DEFAULT_TIMEOUT_MS = 4000;

export class ServiceUnavailable extends ShopError {
  constructor(
    message: Said,
    readonly service: string,
    readonly reason?: string,
  ) {
    super(message, 503, { retry: true, service });
  }
}

/** Why an outside call failed, for the log and a retry record: the service's own reason when it gave one. */
export function failureReason(err: unknown): string {
  if (err instanceof ServiceUnavailable) return err.reason ?? sayIn('en', err.said);
  return String(err instanceof Error ? err.message : err);
}

/** Where a service lives and how to reach it. `fetch` is the global one, or the in-process simulator. */
export interface ServiceTarget {
  name: 'rewards' | 'pos';
  /** base URL without a trailing slash */
  base: string;
  /** bearer key (a Worker secret; never leaves the Worker) */
  key?: string;
  fetch: (request: Request) => Promise<Response>;
  timeoutMs: number;
  /** what the shopper reads when the service does not answer properly */
  downMessage: Said;
}

export function timeoutFrom(value: string | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_TIMEOUT_MS;
}

/** `alsoOk` lists HTTP statuses that still carry a well-formed answer (e.g. 409 for a refused redemption). */
export async function postJson<T>(
  target: ServiceTarget,
  path: string,
  body: Record<string, unknown>,
  schema: ZodType<T, ZodTypeDef, unknown>,
  alsoOk: number[] = [],
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The in-process simulator ignores abort signals, so the deadline is also raced.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${target.timeoutMs} ms`));
    }, target.timeoutMs);
  });
  const call = async (): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (target.key) headers.authorization = `Bearer ${target.key}`;
    const res = await target.fetch(
      new Request(`${target.base}/${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal }),
    );
    if (!res.ok && !alsoOk.includes(res.status)) throw new Error(`HTTP ${res.status}`);
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new Error(`unexpected answer: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  };
  try {
    return await Promise.race([call(), deadline]);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    console.warn(`${target.name} ${path} failed: ${why}`);
    throw new ServiceUnavailable(target.downMessage, target.name, why);
  } finally {
    clearTimeout(timer);
  }
}

/** Dates on the wire are ISO strings (or epoch ms); the app works in epoch ms. A bad one fails the answer. */
export const wireDate = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `not a date: ${value}` });
    return z.NEVER;
  }
  return ms;
});
