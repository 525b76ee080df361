/**
 * Footer newsletter sign-up: a plain script over the footer's server-rendered form, not a React
 * island: it is on every page. Only the wiring loads with the page; the request, its popups and
 * the field's refusal (newsletter-submit.ts) load on the first submit or when a refusal is cleared.
 */
const submitting = () => import('./newsletter-submit');

export function wireNewsletter(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  // a refusal shown under the field goes as the address is changed
  input?.addEventListener('input', () => {
    if (input.hasAttribute('aria-invalid')) void submitting().then((m) => m.fieldError(form, ''));
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (input && !input.checkValidity()) {
      void submitting().then((m) => m.fieldError(form, form.dataset.invalid ?? ''));
      input.focus();
      return;
    }
    if (button.disabled) return;
    // one request per press, also while the submit code is still on its way
    button.disabled = true;
    submitting().then(
      (m) => m.subscribe(form, button),
      () => (button.disabled = false), // offline for a moment: the next press tries again
    );
  });
}
