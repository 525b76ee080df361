const parts = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** SPEC §2 dashboard dates: DD-MM-YYYY, on the Indian calendar day. */
export function orderDate(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year}`;
}
