/**
 * Where a guest stopped at a signed-in step is sent: the login page, with the path to come back to
 * (the login page accepts only same-site paths: account-schemas.ts safeReturnPath).
 */
export function loginHref(returnTo: string): string {
  return `/login?next=${encodeURIComponent(returnTo)}`;
}
