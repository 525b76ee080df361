/**
 * What the footer newsletter form does once a shopper presses Subscribe (SPEC §7 subscribeSubmit):
 * shows msg, or the errors joined in one Failed popup and under the field. Loaded on the first
 * submit (newsletter.ts), so the footer costs every page only its few wiring lines.
 */
import { contentPost } from '../lib/api/content';
import { showToast } from '../stores/toast';

/**
 * Flattens `{ email: ['…'] }`, `['…']`, the API's `[{ path, code, message }]` or a string into one
 * line for the Failed popup; of an issue only its message is read (its path and code are not words).
 */
export function joinErrors(errors: unknown): string {
  if (!errors) return '';
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map(joinErrors).filter(Boolean).join(', ');
  if (typeof errors === 'object') {
    if ('message' in errors) return joinErrors(errors.message);
    return Object.values(errors).map(joinErrors).filter(Boolean).join(', ');
  }
  return String(errors);
}

/** The refusal under the address field, tied to it for screen readers, until the address is changed. */
export function fieldError(form: HTMLFormElement, text: string) {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const note = form.querySelector<HTMLElement>('.newsletter__error');
  if (!input || !note) return;
  note.textContent = text;
  note.hidden = text === '';
  if (text) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', note.id);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

export async function subscribe(form: HTMLFormElement, button: HTMLButtonElement) {
  const email = String(new FormData(form).get('email') ?? '').trim();
  const label = button.textContent;
  button.disabled = true;
  button.textContent = form.dataset.busy ?? label;
  try {
    const body = await contentPost('subscribeSubmit', { json: { email } });
    if (body.status === 1) {
      showToast('success', { key: 'shop.success' }, body.msg);
      form.reset();
    } else {
      const said = joinErrors(body.errors) || (body.message ? String(body.message) : '');
      showToast('error', { key: 'shop.failed' }, said || { key: 'generic' });
      if (said) fieldError(form, said);
    }
  } catch {
    showToast('warning', { key: 'generic' });
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}
