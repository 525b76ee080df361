import { useEffect, useState } from 'react';

/**
 * False during the server render and the first browser render, true afterwards. Islands that show
 * browser-only state (localStorage stores, the clock) render the server's view first so hydration
 * matches, then switch.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The current time, ticking every second while `ticking`. Starts at the server's clock so the
 * hydrated HTML matches what the server sent.
 */
export function useClock(serverNow: number, ticking = true): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
