import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { catalogueGet, cataloguePost } from '../lib/api/catalogue';
import { loginHref } from '../lib/domain/account/login-link';
import { productPath } from '../lib/domain/catalogue/shop-paths';
import { $isLoggedIn } from '../stores/user';
import { $pickupStore } from '../stores/pickup-choice';
import { useMounted } from './hooks';
import { useSay, type IslandTexts, withTexts } from './texts';
import type { NotifyKey } from '../lib/domain/i18n/island-keys';
import '../styles/notify-me.css';
import { useBusy } from './use-busy';

interface Props {
  productId: number;
  slug: string;
  /** the button's words in the page's language (texts(lang, NOTIFY_KEYS)) */
  text: IslandTexts<NotifyKey>;
  /** out of stock store-wide, as the (cacheable) page says: what a guest, and a page before the server answers, go by */
  storeWideOut?: boolean;
}

type State = { waiting: boolean; note: string | null; error: boolean; inStock: boolean };

/**
 * "Notify me when back in stock" on a product that cannot be bought (issue 17). Guests sign in first
 * and come back, and see it by the store-wide count; for a signed-in shopper the server says whether
 * the product can be bought where they buy (issue 28: the pickup store they chose, else their
 * address's branch), so the button shows for a product out at their branch though another has it,
 * and not for one on their shelf.
 */
export default withTexts<Props>(Notify);

function Notify({ productId, slug, storeWideOut = true }: Omit<Props, 'text'>) {
  const say = useSay<NotifyKey>();
  const mounted = useMounted();
  const loggedIn = useStore($isLoggedIn);
  const [state, setState] = useState<State | null>(null);
  // no answer: the shopper's choice stands as it was, with the reason beside it
  const { busy, run } = useBusy(() =>
    setState((s) => ({ waiting: s?.waiting ?? false, note: say('shop.noConnection'), error: true, inStock: s?.inStock ?? false })),
  );
  const store = useStore($pickupStore);

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    catalogueGet('stockAlert/:product_id', { param: { product_id: String(productId) }, query: { branch: store ?? undefined } })
      .then((b) =>
        setState(
          b.status === 1
            ? { waiting: b.response.waiting, note: null, error: false, inStock: b.response.in_stock }
            : { waiting: false, note: null, error: false, inStock: !storeWideOut },
        ),
      )
      .catch(() => setState({ waiting: false, note: null, error: false, inStock: !storeWideOut }));
  }, [mounted, loggedIn, productId, store]);

  // on the shopper's shelf (and nothing waiting): no button; before the answer, the page's store-wide view
  if (state ? state.inStock && !state.waiting && !state.note : !storeWideOut) return null;
  if (!mounted || !loggedIn) {
    return (
      <a className="btn btn-outline notify-me" href={loginHref(productPath(slug))}>
        {say('notify.ask')}
      </a>
    );
  }

  const toggle = async () => {
    const waiting = state?.waiting ?? false;
    void run(async () => {
      const b = await (waiting
        ? cataloguePost('stockAlertRemove', { json: { product_id: productId } })
        : // the alert waits for the shopper's branch: the pickup store they chose, else their address's (server)
          cataloguePost('stockAlert', { json: { product_id: productId, ...(store === null ? {} : { branch: store }) } }));
      const inStock = state?.inStock ?? false;
      if (b.status === 1) setState({ waiting: b.response.waiting, note: b.message, error: false, inStock });
      else setState({ waiting, note: b.message ?? say('generic'), error: true, inStock });
    });
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
