/** A tiny cookie jar for API tests that walk a flow (OTP → register → login) on one "browser". */

/** name=value pairs from Set-Cookie, for sending back as a Cookie header. */
export function cookiesFrom(res: { headers: Headers }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const i = pair.indexOf('=');
    out[pair.slice(0, i).trim()] = pair.slice(i + 1);
  }
  return out;
}

/** The Cookie header for a jar; cleared cookies (empty values) are left out. */
export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
