import { useEffect, useState } from 'react';

/**
 * "Now" for pricing, re-read exactly when the next price change is due (a deal ends at to_date), so
 * the deal price reverts on screen without a reload. No ticking in between: prices only change at
 * those instants.
 */
export function usePriceClock(nextChange: number | null, onChange?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (nextChange == null) return;
    // setTimeout counts in a 32-bit int; deals further out than ~24 days are re-checked later
    const wait = Math.min(Math.max(0, nextChange - Date.now()) + 5, 2 ** 31 - 1);
    const timer = setTimeout(() => {
      setNow(Date.now());
      onChange?.();
    }, wait);
    return () => clearTimeout(timer);
  }, [nextChange, onChange]);
  return now;
}
