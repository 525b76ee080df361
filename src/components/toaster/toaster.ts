/**
 * Draws the toast store into the page's live region (Toaster.astro): a popup raised anywhere — an
 * island, a page script, the previous page (carried) — appears here and goes when the store drops it.
 */
import { fill } from '../../lib/domain/i18n/fill';
import { $toasts, dismissToast, showCarriedToasts, type Toast, type ToastText } from '../../stores/toast';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string) =>
  Object.assign(document.createElement(tag), { className, textContent: text });

function toastElement(t: Toast, line: (t: ToastText) => string, dismissLabel: string): HTMLElement {
  const title = line(t.title);
  // a server's reason, already in the shopper's language, may say just what the title says
  const detail = t.text && line(t.text);
  const close = Object.assign(el('button', 'toast__close', '×'), { type: 'button', onclick: () => dismissToast(t.id) });
  close.setAttribute('aria-label', dismissLabel);
  const box = el('div', `toast toast--${t.kind}`, '');
  // (replaceChildren: the Workers types give append another signature)
  box.replaceChildren(el('p', 'toast__title', title), ...(detail && detail !== title ? [el('p', 'toast__text', detail)] : []), close);
  return box;
}

export function startToaster(): void {
  const region = document.querySelector<HTMLElement>('.toaster');
  if (!region) return;
  const words = JSON.parse(region.dataset.texts ?? '{}') as Record<string, string>;
  const line = (t: ToastText) => (typeof t === 'string' ? t : fill(words[t.key] ?? '', t.params));
  const shown = new Map<number, HTMLElement>();
  $toasts.subscribe((toasts) => {
    const live = new Set(toasts.map((t) => t.id));
    for (const [id, el] of shown) {
      if (live.has(id)) continue;
      el.remove();
      shown.delete(id);
    }
    // new popups come last in the store, so appending keeps the store's order
    for (const t of toasts) if (!shown.has(t.id)) shown.set(t.id, region.appendChild(toastElement(t, line, words['shop.dismiss'] ?? '')));
  });
  region.dataset.ready = '';
  // popups of a success that navigated here (e.g. "Registration successfully" → /login)
  showCarriedToasts();
}
