import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '../lib/api/client';
import { loginHref } from '../lib/domain/login-link';
import { productPath } from '../lib/domain/shop-paths';
import { $isLoggedIn } from '../stores/user';
import { useMounted } from './hooks';
import '../styles/notify-me.css';

interface Props {
  productId: number;
  slug: string;
}

type State = { waiting: boolean; note: string | null; error: boolean };

/**
 * "Notify me when back in stock" on a product that cannot be bought (issue 17). Guests sign in first
 * and come back; the server decides whether the product is really out of stock.
 */
export default function NotifyMe({ productId, slug }: Props) {
  const mounted = useMounted();
  const loggedIn = useStore($isLoggedIn);
  const [state, setState] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    api<{ status: number; response?: { waiting: boolean } }>(`stockAlert/${productId}`)
      .then((b) => setState({ waiting: !!b.response?.waiting, note: null, error: false }))
      .catch(() => setState({ waiting: false, note: null, error: false }));
  }, [mounted, loggedIn, productId]);

  if (!mounted || !loggedIn) {
    return (
      <a className="btn btn-outline notify-me" href={loginHref(productPath(slug))}>
        Notify me when back in stock
      </a>
    );
  }

  const toggle = async () => {
    const waiting = state?.waiting ?? false;
    setBusy(true);
    try {
      const b = await api<{ status: number; message?: string; response?: { waiting: boolean } }>(waiting ? 'stockAlertRemove' : 'stockAlert', {
        body: { product_id: productId },
      });
      if (b.status === 1) setState({ waiting: !!b.response?.waiting, note: b.message ?? null, error: false });
      else setState({ waiting, note: b.message ?? 'Something went wrong please try again', error: true });
    } catch {
      setState({ waiting, note: 'No connection. Please try again.', error: true });
    }
    setBusy(false);
  };

  return (
    <div className="notify-me">
      <button type="button" className="btn btn-outline" disabled={busy || !state} aria-pressed={state?.waiting ?? false} onClick={() => void toggle()}>
        {state?.waiting ? 'Stop notifying me' : 'Notify me when back in stock'}
      </button>
      {state?.note && (
        <p className={state.error ? 'notify-me__msg notify-me__msg--error' : 'notify-me__msg'} role={state.error ? 'alert' : 'status'}>
          {state.note}
        </p>
      )}
      {state?.waiting && !state.note && <p className="notify-me__msg">We will send you an SMS when it is back.</p>}
    </div>
  );
}
