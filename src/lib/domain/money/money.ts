/** Money is integer paise everywhere; rupees appear only when formatting for people. */
export type Paise = number;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.00 — en-IN grouping, two decimals. */
export function formatINR(paise: Paise): string {
  return inr.format(paise / 100);
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

const pointsFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Points are whole numbers shown with two decimals (SPEC §9), grouped as money is: 2,500.00 (issue 34). */
export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}
