/**
 * Where a guest stopped at a signed-in step is sent: the login page, with the path to come back to
 * (the login page sends the shopper on only by the one safe-return rule, safe-return.ts).
 */
export function loginHref(returnTo: string): string {
  return `/login?next=${encodeURIComponent(returnTo)}`;
}
