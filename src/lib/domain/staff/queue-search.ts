/**
 * What a clerk typed into the order queue's search (issue 29, "the clerk's day"): a customer on the
 * phone reads the last few characters of an order number, gives their name, or their mobile. One
 * reading of the text, so the queue and its tests agree on what is looked for.
 */

export type QueueSearch =
  /** a whole Indian mobile, however it was written (+91 98450 12345) */
  | { kind: 'mobile'; mobile: string }
  /** an order or invoice number, whole or its last 4–10 characters (a short digit run may be a mobile's tail too) */
  | { kind: 'number'; exact: string; tail: string | null; id: number | null }
  /**
   * a customer's name, or part of it; `tail` when it could also be an order number's last letters
   * (the number ends in hex: "…ABCD" read out is a tail as much as a name)
   */
  | { kind: 'name'; text: string; tail?: string };

/** The shortest and longest tail of an order number a clerk may give. */
export const TAIL_MIN = 4;
export const TAIL_MAX = 10;

const MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;

export function readQueueSearch(raw: string): QueueSearch | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const squeezed = text.replace(/[\s-]/g, '');
  const mobile = MOBILE.exec(squeezed);
  if (mobile) return { kind: 'mobile', mobile: mobile[1]! };
  if (/^[A-Za-z0-9/]+$/.test(squeezed) && /\d/.test(squeezed)) {
    const tail = squeezed.length >= TAIL_MIN && squeezed.length <= TAIL_MAX ? squeezed.toUpperCase() : null;
    const id = /^\d{1,15}$/.test(squeezed) ? Number(squeezed) : null;
    return { kind: 'number', exact: squeezed, tail, id };
  }
  // two letters at least: one letter would list half the customers
  if ([...text].length < 2) return null;
  const hexTail = /^[A-Fa-f]+$/.test(squeezed) && squeezed.length >= TAIL_MIN && squeezed.length <= TAIL_MAX;
  return hexTail ? { kind: 'name', text, tail: squeezed.toUpperCase() } : { kind: 'name', text };
}
