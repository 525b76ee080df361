/** What erasure does with a text column (personal-columns.ts, staff-columns.ts): erased, or kept and why. */
export type Fate = { fate: 'erased'; how: string } | { fate: 'kept'; why: string };

export const erased = (how: string): Fate => ({ fate: 'erased', how });
export const kept = (why: string): Fate => ({ fate: 'kept', why });

export interface PersonalTable {
  /** what erasure does with the customer's rows */
  rows: string;
  /** every text column, and what erasure does with it */
  columns: Record<string, Fate>;
}

export const CODE = 'a status or kind from a fixed list, not about the person';
