import { useId, useState, type SubmitEvent } from 'react';
import { api } from '../lib/api/client';
import { SHOP_MSG } from '../lib/domain/shop-messages';
import { showToast } from '../stores/toast';

/** Flattens `{ email: ['…'] }`, `['…']` or a string into one line for the Failed popup. */
function joinErrors(errors: unknown): string {
  if (!errors) return '';
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map(joinErrors).filter(Boolean).join(', ');
  if (typeof errors === 'object') return Object.values(errors).map(joinErrors).filter(Boolean).join(', ');
  return String(errors);
}

/** Footer newsletter sign-up (SPEC §7 subscribeSubmit): shows msg, or the errors joined in one Failed popup. */
export default function NewsletterForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!form.reportValidity()) return;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setBusy(true);
    try {
      const body = await api('subscribeSubmit', { body: { email } });
      if (body.status === 1) {
        showToast('success', 'Success', String(body.msg ?? body.message ?? ''));
        form.reset();
      } else {
        showToast('error', 'Failed', joinErrors(body.errors) || String(body.message ?? SHOP_MSG.generic));
      }
    } catch {
      showToast('warning', SHOP_MSG.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Your email address
      </label>
      <input id={`${id}-email`} type="email" name="email" required autoComplete="email" placeholder="Your email address" />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
}
