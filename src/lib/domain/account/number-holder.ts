/**
 * Mobile numbers are recycled: an operator hands a disconnected number to someone new. The outside
 * systems (in-store POS, rewards service) know customers only by mobile, so whatever they date
 * before this account proved the number by OTP was an earlier holder's and is never shown to, or
 * counted for, this account. The one rule for bills, points earned and redemptions alike.
 */
export function sinceProved<T extends { date: number }>(rows: readonly T[], provedAt: number): T[] {
  return rows.filter((r) => r.date >= provedAt);
}
