/**
 * The security headers of every response the Worker makes (pages, API, guest page-cache hits). One
 * place, applied by the Worker entry (src/worker.ts) after Astro or the cache answered.
 *
 * Script and style hashes come from Astro's CSP (astro.config.mjs experimental.csp): Astro puts them
 * in the Content-Security-Policy header of every server-rendered page, so here that policy only gets
 * `frame-ancestors 'none'` added. Responses without one (API JSON, redirects) get a locked-down
 * policy of their own.
 *
 * Files the assets binding serves (pre-rendered pages, /_astro bundles, pictures) never reach the
 * Worker: they get the same headers from public/_headers, which wrangler 4.50 honours both in
 * `wrangler dev` and on deploy (measured: /terms and /favicon.svg carry them). That keeps assets off
 * the Worker, unlike `run_worker_first`, which would start the Worker for every picture.
 */

import { isSearchPage } from '../lib/domain/catalogue/seo';

export const SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
} as const;

/** The scanner on /qrcode is the only page that may ask for the camera. */
export function permissionsPolicy(pathname: string): string {
  const camera = pathname === '/qrcode' || pathname === '/qrcode/' ? 'camera=(self)' : 'camera=()';
  return `${camera}, microphone=(), geolocation=()`;
}

/** For a response that brought no policy: nothing runs and nothing loads, except an HTML page's own files. */
function fallbackPolicy(contentType: string): string {
  return contentType.includes('text/html')
    ? "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    : "default-src 'none'; frame-ancestors 'none'";
}

/**
 * Razorpay Checkout on /checkout (only with real keys): its script, its payment window (an iframe)
 * and the calls that window makes. Merged here rather than with Astro.csp.insertDirective, which in
 * Astro 5.18 repeats a new directive once per existing one and puts `connect-src <razorpay>` before
 * our `connect-src 'self'` (browsers obey the first), cutting the page off from our own API.
 */
export const RAZORPAY_SOURCES: Record<string, string[]> = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
};

/** Adds sources to one directive of a policy, creating it (from default-src's sources) when absent. */
export function addSources(policy: string, directive: string, sources: string[]): string {
  const parts = policy
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const at = parts.findIndex((p) => p.split(/\s+/)[0] === directive);
  if (at === -1) {
    const base =
      parts
        .find((p) => p.split(/\s+/)[0] === 'default-src')
        ?.split(/\s+/)
        .slice(1) ?? [];
    parts.push([directive, ...new Set([...base.filter((s) => s !== "'none'"), ...sources])].join(' '));
  } else {
    parts[at] = [...new Set([...parts[at]!.split(/\s+/), ...sources])].join(' ');
  }
  return parts.join('; ');
}

export function contentSecurityPolicy(existing: string | null, contentType: string, extra: Record<string, string[]> = {}): string {
  if (!existing) return fallbackPolicy(contentType);
  let policy = existing.trim().replace(/;+\s*$/, '');
  for (const [directive, sources] of Object.entries(extra)) policy = addSources(policy, directive, sources);
  // nobody may frame us (account deletion, checkout): cannot be set by a <meta>, so the header carries it
  return /(^|;)\s*frame-ancestors\s/.test(policy)
    ? policy.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'")
    : `${policy}; frame-ancestors 'none'`;
}

export interface HeaderOptions {
  /** Razorpay's checkout window is in use (real keys): its origins are allowed on /checkout */
  razorpay?: boolean;
}

export function isCheckoutPage(pathname: string): boolean {
  return pathname === '/checkout' || pathname === '/checkout/';
}

export function withSecurityHeaders(response: Response, url: URL, opts: HeaderOptions = {}): Response {
  let res = response;
  const extra = opts.razorpay && isCheckoutPage(url.pathname) ? RAZORPAY_SOURCES : {};
  const apply = (headers: Headers) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    headers.set('Permissions-Policy', permissionsPolicy(url.pathname));
    // robots.txt names no private path: every page that is not a catalogue or information page says
    // it here (files such as pictures, robots.txt and the sitemap keep their own say)
    if (!isSearchPage(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname)) headers.set('X-Robots-Tag', 'noindex');
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(headers.get('content-security-policy'), headers.get('content-type') ?? '', extra),
    );
  };
  try {
    apply(res.headers);
  } catch {
    // redirects from Response.redirect() and fetched responses have immutable headers
    res = new Response(res.body, res);
    apply(res.headers);
  }
  return res;
}
