import { useState } from 'react';

/** What a step returns when it sends the page away (sign-in, the next page): the button stays busy until it goes. */
export const LEAVING = Symbol('leaving');
export type Leaving = typeof LEAVING;

/**
 * The form islands' shell (issue 27), written once: one submit at a time. `busy` is true while a step
 * runs; a step that throws (no connection: the request never got an answer) calls `offline`, nothing
 * having changed; a step that navigates away returns LEAVING so its button stays disabled until the
 * page goes. What each answer means stays with the island.
 */
export function useBusy(offline: () => void) {
  const [busy, setBusy] = useState(false);
  /** `whenOffline`: this step's own words for no answer (the island's usual ones otherwise) */
  const run = async (step: () => Promise<unknown>, whenOffline = offline): Promise<void> => {
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await step()) === LEAVING;
    } catch {
      whenOffline();
    }
    if (!leaving) setBusy(false);
  };
  return { busy, run };
}
