const parts = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** SPEC §2 dashboard dates: DD-MM-YYYY, on the Indian calendar day. */
export function orderDate(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year}`;
}

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** A moment in an order's life, on the Indian clock whatever the server's zone: "24-11-2026, 9:05 pm IST". */
export function orderDateTime(ms: number): string {
  return `${orderDate(ms)}, ${clock.format(ms).replace(/\s?([ap])\.?m\.?/i, (_m, x: string) => ` ${x.toLowerCase()}m`)} IST`;
}
