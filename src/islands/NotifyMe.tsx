import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '../lib/api/client';
import { loginHref } from '../lib/domain/login-link';
import { productPath } from '../lib/domain/shop-paths';
import { $isLoggedIn } from '../stores/user';
import { $pickupStore } from '../stores/pickup-choice';
import { useMounted } from './hooks';
import { useSay, TextsProvider, type IslandTexts } from './texts';
import type { NotifyKey } from '../lib/domain/i18n/island-keys';
import '../styles/notify-me.css';

interface Props {
  productId: number;
  slug: string;
  /** the button's words in the page's language (texts(lang, NOTIFY_KEYS)) */
  text: IslandTexts<NotifyKey>;
}

type State = { waiting: boolean; note: string | null; error: boolean };

/**
 * "Notify me when back in stock" on a product that cannot be bought (issue 17). Guests sign in first
 * and come back; the server decides whether the product is really out of stock.
 */
export default function NotifyMe({ text, ...props }: Props) {
  return (
    <TextsProvider value={text}>
      <Notify {...props} />
    </TextsProvider>
  );
}

function Notify({ productId, slug }: Omit<Props, 'text'>) {
  const say = useSay<NotifyKey>();
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
        {say('notify.ask')}
      </a>
    );
  }

  const toggle = async () => {
    const waiting = state?.waiting ?? false;
    setBusy(true);
    try {
      const b = await api<{ status: number; message?: string; response?: { waiting: boolean } }>(
        waiting ? 'stockAlertRemove' : 'stockAlert',
        {
          // the alert waits for the shopper's branch: the pickup store they chose, else their address's (server)
          body: { product_id: productId, ...(waiting || $pickupStore.get() === null ? {} : { branch: $pickupStore.get() }) },
        },
      );
      if (b.status === 1) setState({ waiting: !!b.response?.waiting, note: b.message ?? null, error: false });
      else setState({ waiting, note: b.message ?? say('generic'), error: true });
    } catch {
      setState({ waiting, note: say('shop.noConnection'), error: true });
    }
    setBusy(false);
  };

  return (
    <div className="notify-me">
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy || !state}
        aria-pressed={state?.waiting ?? false}
        onClick={() => void toggle()}
      >
        {say(state?.waiting ? 'notify.stop' : 'notify.ask')}
      </button>
      {state?.note && (
        <p className={state.error ? 'notify-me__msg notify-me__msg--error' : 'notify-me__msg'} role={state.error ? 'alert' : 'status'}>
          {state.note}
        </p>
      )}
      {state?.waiting && !state.note && <p className="notify-me__msg">{say('notify.willSms')}</p>}
    </div>
  );
}
