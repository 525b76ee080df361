/**
 * Footer newsletter sign-up (SPEC §7 subscribeSubmit): shows msg, or the errors joined in one Failed
 * popup. A plain script over the footer's server-rendered form, not a React island: it is on every
 * page, and its few lines cost less than an island's chunk (JS budgets, BENCHMARKS.md).
 */
import { api } from '../lib/api/client';
import { showToast } from '../stores/toast';

/** Flattens `{ email: ['…'] }`, `['…']` or a string into one line for the Failed popup. */
export function joinErrors(errors: unknown): string {
  if (!errors) return '';
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map(joinErrors).filter(Boolean).join(', ');
  if (typeof errors === 'object') return Object.values(errors).map(joinErrors).filter(Boolean).join(', ');
  return String(errors);
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
      showToast('error', { key: 'shop.failed' }, joinErrors(body.errors) || (body.message ? String(body.message) : { key: 'generic' }));
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
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (form.reportValidity() && !button.disabled) void subscribe(form, button);
  });
}
