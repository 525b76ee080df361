/**
 * workerd reports a rejection the moment it has no handler, and again ('rejectionHandled') when one is
 * attached a few microtasks later, e.g. when an async function returns a rejected promise. Node waits
 * until the microtask queue has drained, and Vitest 3 listens only for the first event
 * (vitest-dev/vitest#10960), so a rejection the app does handle failed the run inside workerd only.
 * This listener holds each report until the next task: one still unhandled then goes to Vitest as before.
 */
const held = new Map<Promise<unknown>, unknown>();
const HELD = Symbol.for('haat.lateRejections');
const holder = globalThis as typeof globalThis & { [HELD]?: true };

function hold(reason: unknown, promise: Promise<unknown>) {
  held.set(promise, reason);
  setTimeout(() => {
    if (!held.delete(promise)) return;
    // Vitest ignores a rejection when another listener is there ("handled by user code"): step aside
    process.off('unhandledRejection', hold);
    process.emit('unhandledRejection', reason, promise);
    process.on('unhandledRejection', hold);
  }, 0);
}

// the runtime's files share one isolate and run this file each: one listener is enough
if (!holder[HELD]) {
  holder[HELD] = true;
  process.on('unhandledRejection', hold);
  process.on('rejectionHandled', (promise: Promise<unknown>) => void held.delete(promise));
}
