/**
 * The time a request is served at. In production always the real clock. In development a browser
 * journey may pin it with an `x-dev-now` header (epoch ms), so a journey that depends on the IST
 * day and its 22:00 cut-off (the morning milk run) does the same thing at any hour of the real day:
 * tests pin time, they never wait for it. Never honoured outside ENVIRONMENT=development.
 */
export const DEV_NOW_HEADER = 'x-dev-now';

export function requestNow(environment: string | undefined, header: string | null | undefined, real = Date.now()): number {
  if (environment !== 'development' || !header || !/^\d{13}$/.test(header)) return real;
  return Number(header);
}

/** The request's time in an API route (a Hono context, by shape). */
export function nowOf(c: { env: { ENVIRONMENT?: string }; req: { header(name: string): string | undefined } }): number {
  return requestNow(c.env.ENVIRONMENT, c.req.header(DEV_NOW_HEADER));
}
