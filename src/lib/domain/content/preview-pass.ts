/**
 * A preview pass (issue 33): the store shows the festival page and the home page as they will be on
 * another Indian day to whoever holds a link carrying `?preview=<day>.<expires>.<signature>`. The
 * signature is an HMAC-SHA256 of the day and the expiry with the store's PREVIEW_SECRET, so a pass
 * cannot be guessed or changed to another day, and it stops working at its expiry. The page then
 * uses the pass's moment as "now": one parameter, the same code path as today's page.
 */
import { indiaDay } from '../money/india-time';

/** How long a shared link works: long enough for the owner to look over a weekend. */
export const PREVIEW_PASS_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The moment a preview of `day` shows: midday in India (as the build's FESTIVAL_PREVIEW_DAY), when a
 * festival's first day and its deals, which start at midnight IST, are running. Null for no such day.
 */
export function previewMoment(day: string): number | null {
  if (!DAY.test(day)) return null;
  const at = Date.parse(`${day}T12:00:00+05:30`);
  // 2027-02-30 parses to another day: refused
  return Number.isNaN(at) || indiaDay(at) !== day ? null : at;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function signature(secret: string, day: string, expires: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`festival-preview|${day}|${expires}`)));
}

/** The `preview` value of a link showing `day`, working until `expires` (epoch ms). */
export async function signPreviewPass(secret: string, day: string, expires: number): Promise<string> {
  if (!secret) throw new Error('A preview pass needs a secret');
  if (previewMoment(day) === null) throw new Error(`Not a day: "${day}"`);
  return `${day}.${expires}.${await signature(secret, day, expires)}`;
}

/** The day a pass names, unchecked: for the browser's countdown only, never to decide anything. */
export function previewPassDay(pass: string): string | null {
  const day = pass.split('.')[0] ?? '';
  return previewMoment(day) === null ? null : day;
}

export type PreviewVerdict = { ok: true; day: string; at: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a pass at `now`: its signature with `secret`, then its expiry. */
export async function readPreviewPass(secret: string, pass: string, now: number): Promise<PreviewVerdict> {
  const [day = '', expiresText = '', sig = '', ...rest] = pass.split('.');
  const at = previewMoment(day);
  const expires = Number(expiresText);
  if (!secret || rest.length || at === null || !/^\d{1,15}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(sig)) {
    return { ok: false, reason: 'invalid' };
  }
  // compared in full whatever the first wrong character, so the time taken says nothing about it
  const want = await signature(secret, day, expires);
  let diff = 0;
  for (let i = 0; i < want.length; i++) diff |= want.charCodeAt(i) ^ sig.charCodeAt(i);
  if (diff !== 0) return { ok: false, reason: 'invalid' };
  if (now >= expires) return { ok: false, reason: 'expired' };
  return { ok: true, day, at };
}
