import { atom } from 'nanostores';

/** SPEC §8 popups: shown for 1 to 2 seconds. */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  text?: string;
  /** ms on screen */
  duration: number;
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function showToast(kind: ToastKind, title: string, text?: string, duration = 1500): void {
  const toast: Toast = { id: nextId++, kind, title, text, duration };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), duration);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
