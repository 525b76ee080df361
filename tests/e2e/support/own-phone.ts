/**
 * Each test shopper is a different person on their own phone, so each browser profile and each
 * API-registered account speaks from its own address (TEST-NET-2 and -3, RFC 5737). Without it every
 * journey of the suite shares the local store's one address, and the store's per-address limits (20 OTP
 * texts an hour) refuse the suite's 21st new account: a limit the suite would trip, not a shopper.
 */
const NETS = ['198.51.100', '203.0.113'];
let next = Math.floor(Math.random() * 508);

export function ownPhoneIp(): string {
  next = (next + 1) % 508;
  return `${NETS[Math.floor(next / 254)]}.${(next % 254) + 1}`;
}

/** Options for `browser.newContext` that give the profile its own address. */
export function ownPhone(): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { 'CF-Connecting-IP': ownPhoneIp() } };
}
