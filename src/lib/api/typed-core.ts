/**
 * The shared core of the typed API modules (src/lib/api/<area>.ts): Hono's client type
 * (`hc<AppType>`) gives each route's input and answer, so a body that no longer matches the route's
 * validator, or an answer read with a field the route does not send, fails `tsc` instead of in the
 * shopper's browser. Only types come from hono/client and functions/api: hc's runtime proxy
 * measured +1.9 KB gz on every page (the cart store is on every page), past the catalogue pages'
 * 85 KB budget, and the shop's own `api()` fetch (client.ts) already does the request.
 *
 * Refusals (ShopError → errors.ts onError, validation → validate.ts) are not in the route types:
 * they come back as a Refusal, so every answer is the route's own or a Refusal.
 */
import type { hc } from 'hono/client';
import type { AppType } from '../../../functions/api/app';
import { api } from './client';

/** Every route as Hono's client types it: `Api['login']['$post']`, `Api['addressDelete'][':id']['$post']`. */
export type Api = ReturnType<typeof hc<AppType>>['api'];

/** One route's client function (a `$get` or `$post` of Api). */
type Endpoint = (input: any, options?: any) => Promise<unknown>;

/** What a route takes, in hc's shape: `{ json }` for its body, `{ param }` for `:id`s, `{ query }`. */
export type InputOf<E extends Endpoint> = NonNullable<Parameters<E>[0]>;

/** The JSON body the route's validator takes (nothing for routes without one). */
export type BodyOf<E extends Endpoint> = InputOf<E> extends { json: infer J } ? J : Record<string, never>;

/** The bodies a route answers with, one per status it can send. */
type Body<R> = R extends { json(): Promise<infer B> } ? B : never;
export type AnswerOf<E extends Endpoint> = Body<Awaited<ReturnType<E>>>;

/** The route's success answer (`status: 1`), for a caller that keeps a part of it. */
export type SuccessOf<E extends Endpoint> = Extract<AnswerOf<E>, { status: 1 }>;

/** What any refused call answers (the API's one error shape), with the extras a ShopError carries. */
export interface RefusalBody {
  status: 0;
  /** the catalogue key of the message: what callers branch on (ANSWER_CODE) */
  code?: string;
  message?: string;
  /** a refused body or query (functions/api/validate.ts): each field the route's validator named */
  errors?: { path: string; message: string }[];
  /** a refusal's extras (`otp_required`, `current_status`, `hint`): read them only after `status === 0` */
  [extra: string]: unknown;
}

/** A refusal as the callers resolve it, with the HTTP status it came with. */
export interface Refusal extends RefusalBody {
  httpStatus: number;
}

/** A route's own answer or the refusal, with the HTTP status it came with. */
export type Reply<E extends Endpoint> = (AnswerOf<E> & { httpStatus: number }) | Refusal;

/**
 * A body or query as a person typed it in a form: each value may still be the text that did not
 * read as a number, a date or one of a list, or nothing for a field left empty, so the route's
 * validator (not the browser) decides and names the field that is wrong. Field names and nesting
 * stay the route's own.
 */
export type AsTyped<T> = T extends readonly (infer U)[]
  ? AsTyped<U>[]
  : T extends object
    ? { [K in keyof T]: AsTyped<T[K]> }
    : T | string | null;

/** One route, taking its body and query as typed (AsTyped); its answers are the route's own. */
export type Typed<E extends Endpoint> = (
  input: { [K in keyof InputOf<E>]: K extends 'json' | 'query' ? AsTyped<InputOf<E>[K]> : InputOf<E>[K] },
  options?: unknown,
) => ReturnType<E>;

/** The parts of a route's input that need a value: a body always, a query only when a field is required. */
type Needed<I> = { [K in keyof I]-?: K extends 'json' ? K : Record<string, never> extends I[K] ? never : K }[keyof I];

/** The input argument: optional when the route needs nothing. */
type Args<E extends Endpoint> = [Needed<InputOf<E>>] extends [never]
  ? [input?: InputOf<E>, headers?: Record<string, string>]
  : [input: InputOf<E>, headers?: Record<string, string>];

/**
 * A typed caller of one area's routes, keyed by path under /api/ (`:name` for path parameters).
 * Like `api()`, it rejects only when the network or the body failed; narrow on `status === 1`.
 */
export type Caller<M extends Record<keyof M, Endpoint>> = <P extends keyof M & string>(
  path: P,
  ...args: Args<M[P]>
) => Promise<Reply<M[P]>>;

interface Input {
  json?: unknown;
  param?: Record<string, string>;
  /** as the route's query schema takes it (numbers too): sent as text, absent values left out */
  query?: Record<string, string | number | boolean | undefined>;
}

/** The request path: `:name`s filled from `param`, `query` appended. */
export function routeUrl(path: string, input: Input = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.param?.[name] ?? ''));
  const pairs = Object.entries(input.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  const query = new URLSearchParams(pairs).toString();
  return query ? `${filled}?${query}` : filled;
}

/** The caller for one area's routes sent with `method`; the route map is a type only. */
export function caller<M extends Record<keyof M, Endpoint>>(method: 'GET' | 'POST' | 'PUT'): Caller<M> {
  return (path: string, input?: Input, headers?: Record<string, string>) =>
    api<any>(routeUrl(path, input), { method, body: input?.json, headers });
}
