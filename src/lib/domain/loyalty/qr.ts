/**
 * What a scanned QR code does on /qrcode (SPEC §2 QR scanner): the store's offers link opens
 * /offers; anything else is refused with the SPEC §8 message's key. Pure, so the page, the generator of
 * the printed code and the tests share one rule.
 */
/** Where the printed offers QR points: the store's public home (its e-mail and about pages live there). */
export const STORE_QR_ORIGIN = 'https://haatfresh.in';
export const OFFERS_PATH = '/offers';
/** The payload of the QR the store prints (public/qr/offers-qr.svg, made by scripts/media/offers-qr.ts). */
export const OFFERS_QR_URL = `${STORE_QR_ORIGIN}${OFFERS_PATH}`;

/** Scans at most twice a second: SPEC §9 "QR scan delay 500 ms". */
export const QR_SCAN_DELAY_MS = 500;
export const QR_MAX_SCANS_PER_SECOND = 1000 / QR_SCAN_DELAY_MS;

/** The refusal is SPEC §8's qrInvalid, by its key: the page says it in its language. */
export type QrDecision = { action: 'open'; href: typeof OFFERS_PATH } | { action: 'invalid'; key: 'qrInvalid' };

const INVALID: QrDecision = { action: 'invalid', key: 'qrInvalid' };
const STORE_HOSTS = new Set([new URL(STORE_QR_ORIGIN).host, `www.${new URL(STORE_QR_ORIGIN).host}`]);

/**
 * Decides what a decoded QR text does. It is the store's offers QR when it is a URL whose path is
 * /offers (a trailing slash and campaign query parameters are fine) on the store's printed origin
 * (https only) or on the origin the page is served from (so a preview or local deploy can print
 * its own). Look-alike hosts, other paths, credentials in the URL and plain text are invalid.
 */
export function decideQr(text: string | null | undefined, pageOrigin?: string): QrDecision {
  const raw = (text ?? '').trim();
  if (!raw || raw.length > 2048) return INVALID;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return INVALID;
  }
  if (url.username || url.password) return INVALID;
  const printed = url.protocol === 'https:' && STORE_HOSTS.has(url.host);
  const sameSite = pageOrigin != null && (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === originOf(pageOrigin);
  if (!printed && !sameSite) return INVALID;
  const path = url.pathname.replace(/\/+$/, '');
  return path === OFFERS_PATH ? { action: 'open', href: OFFERS_PATH } : INVALID;
}

function originOf(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}
