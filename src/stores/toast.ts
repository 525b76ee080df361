import { atom } from 'nanostores';
import type { ToastKey } from '../lib/domain/i18n/island-keys';

/** SPEC §8 popups: shown for 1 to 2 seconds. */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

/**
 * A popup's line: a catalogue key the Toaster says in the page's language, or a text as it is (a
 * server's message, already in the shopper's language).
 */
export type ToastText = string | { key: ToastKey; params?: Record<string, string | number> };

export interface Toast {
  id: number;
  kind: ToastKind;
  title: ToastText;
  text?: ToastText;
  /** ms on screen */
  duration: number;
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

/** More would cover the page while a shopper taps + a few times; the newest matter. */
const MAX_TOASTS = 3;

export function showToast(kind: ToastKind, title: ToastText, text?: ToastText, duration = 1500): void {
  const toast: Toast = { id: nextId++, kind, title, text, duration };
  $toasts.set([...$toasts.get(), toast].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(toast.id), duration);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** sessionStorage key of popups waiting for the next page of this tab */
const CARRIED_KEY = 'carriedToasts';

type Carried = Pick<Toast, 'kind' | 'title' | 'text'>;

/**
 * A popup for a success that is followed at once by a page change ("Registration successfully" then
 * /login, "Success!" then the address list): a toast shown only on the page being left would vanish
 * before anyone could read it, so it is shown now and again on the next page of this tab.
 */
export function showToastAcrossNavigation(kind: ToastKind, title: ToastText, text?: ToastText): void {
  showToast(kind, title, text);
  try {
    const queued = readCarried();
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify([...queued, { kind, title, text }]));
  } catch {
    /* storage blocked: the popup shows on this page only */
  }
}

function readCarried(): Carried[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]');
    return Array.isArray(v)
      ? v.filter((t): t is Carried => (typeof t?.title === 'string' || typeof t?.title?.key === 'string') && typeof t?.kind === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Shows the popups carried over from the previous page. The page's Toaster calls it once it has
 * hydrated: shown any earlier, they would make the hydrated HTML differ from the server's.
 */
export function showCarriedToasts(): void {
  const carried = readCarried();
  if (carried.length === 0) return;
  try {
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    /* storage blocked */
  }
  // a popup needs a little longer on a page that is still loading around it
  for (const t of carried) showToast(t.kind, t.title, t.text, 2000);
}
