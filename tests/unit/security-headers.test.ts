import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addSources,
  contentSecurityPolicy,
  permissionsPolicy,
  SECURITY_HEADERS,
  withSecurityHeaders,
} from '../../src/server/security-headers';

const url = (path: string) => new URL(`https://store.test${path}`);

describe('security headers on every Worker response (issue 14 item 4)', () => {
  it("adds frame-ancestors 'none' to the page's own policy (Astro's script hashes) and keeps the rest", () => {
    const astro = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';";
    expect(contentSecurityPolicy(astro, 'text/html')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy("default-src 'none'; frame-ancestors 'self'", 'text/html')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('gives JSON and other answers without a policy a locked-down one, HTML no inline scripts', () => {
    expect(contentSecurityPolicy(null, 'application/json')).toBe("default-src 'none'; frame-ancestors 'none'");
    const html = contentSecurityPolicy(null, 'text/html; charset=utf-8');
    expect(html).toContain("script-src 'self'");
    expect(html).not.toContain('unsafe-inline');
  });

  it("lets Razorpay's checkout in on /checkout only when asked (real keys), keeping our own sources first", () => {
    const astro =
      "default-src 'self';img-src 'self' data:;connect-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self';";
    const html = (path: string, razorpay: boolean) =>
      withSecurityHeaders(new Response('<p>', { headers: { 'content-type': 'text/html', 'content-security-policy': astro } }), url(path), {
        razorpay,
      }).headers.get('content-security-policy')!;
    const checkout = html('/checkout', true);
    expect(checkout).toContain("script-src 'self' 'sha256-abc=' https://checkout.razorpay.com;");
    expect(checkout).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;");
    expect(checkout).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com;");
    expect(checkout).toContain("img-src 'self' data: https://cdn.razorpay.com;");
    // each directive once: a browser obeys only the first of a repeated one
    for (const d of ['script-src', 'connect-src', 'frame-src', 'img-src'])
      expect(checkout.split(';').filter((p) => p.trim().startsWith(`${d} `))).toHaveLength(1);
    expect(html('/checkout', false)).not.toContain('razorpay');
    expect(html('/', true)).not.toContain('razorpay');
    expect(addSources("default-src 'none'", 'frame-src', ['https://x.test'])).toBe("default-src 'none'; frame-src https://x.test");
  });

  it('allows the camera on /qrcode only', () => {
    expect(permissionsPolicy('/qrcode')).toContain('camera=(self)');
    for (const path of ['/', '/checkout', '/qrcode-x', '/my-account']) expect(permissionsPolicy(path)).toContain('camera=()');
  });

  it('sets every header, also on a redirect whose headers are immutable', async () => {
    const res = withSecurityHeaders(Response.redirect('https://store.test/login', 302), url('/checkout'));
    expect(res.status).toBe(302);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const json = withSecurityHeaders(Response.json({ status: 1 }), url('/api/health'));
    expect(json.headers.get('x-frame-options')).toBe('DENY');
    expect(await json.json()).toEqual({ status: 1 });
  });

  it('public/_headers gives static files the same headers', () => {
    const file = readFileSync('public/_headers', 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`${name}: ${value}`);
    expect(file).toContain("frame-ancestors 'none'");
    expect(file).toContain(`Permissions-Policy: ${permissionsPolicy('/')}`);
  });
});
