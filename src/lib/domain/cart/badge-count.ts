/** What a header badge says for a count: the number, or "99+" past two digits so the badge keeps its size. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
