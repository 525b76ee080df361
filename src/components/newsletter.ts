/**
 * Footer newsletter sign-up (SPEC §7 subscribeSubmit): shows msg, or the errors joined in one Failed
 * popup. A plain script over the footer's server-rendered form, not a React island: it is on every
 * page, and its few lines cost less than an island's chunk (JS budgets, BENCHMARKS.md).
 */
import { api } from '../lib/api/client';
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
function fieldError(form: HTMLFormElement, text: string) {
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

async function subscribe(form: HTMLFormElement, button: HTMLButtonElement) {
  const email = String(new FormData(form).get('email') ?? '').trim();
  const label = button.textContent;
  button.disabled = true;
  button.textContent = form.dataset.busy ?? label;
  try {
    const body = await api('subscribeSubmit', { body: { email } });
    if (body.status === 1) {
      showToast('success', { key: 'shop.success' }, String(body.msg ?? body.message ?? ''));
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

export function wireNewsletter(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  input?.addEventListener('input', () => fieldError(form, ''));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (input && !input.checkValidity()) {
      fieldError(form, form.dataset.invalid ?? '');
      input.focus();
      return;
    }
    if (!button.disabled) void subscribe(form, button);
  });
}
