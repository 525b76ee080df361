import { useState } from 'react';
import { ordersPost } from '../lib/api/orders';
import type { ReorderLine } from '../lib/domain/cart/buy-again';
import { refreshCart } from '../stores/cart';
import { useMounted } from './hooks';
import { useSay, type IslandTexts, withTexts } from './texts';
import type { BuyAgainKey } from '../lib/domain/i18n/island-keys';
import '../styles/buy-again.css';
import { useBusy } from './use-busy';

interface Props {
  txnid: string;
  /** the button's words in the page's language (texts(lang, BUY_AGAIN_KEYS)) */
  text: IslandTexts<BuyAgainKey>;
}

/**
 * "Buy again" on an order page: the server puts every line still sold back in the cart at today's
 * price and says what changed; the header's cart count follows.
 */
export default withTexts<Props>(Again);

function Again({ txnid }: Omit<Props, 'text'>) {
  const say = useSay<BuyAgainKey>();
  const mounted = useMounted();
  const { busy, run } = useBusy(() => setResult({ ok: false, message: say('shop.noConnection'), lines: [] }));
  const [result, setResult] = useState<{ ok: boolean; message: string; lines: ReorderLine[] } | null>(null);

  const onClick = async () => {
    void run(async () => {
      const b = await ordersPost('orderBuyAgain', { json: { order_id: txnid } });
      setResult(
        b.status === 1
          ? { ok: true, message: b.message, lines: b.response }
          : { ok: false, message: b.message ?? say('generic'), lines: [] },
      );
      if (b.status === 1) await refreshCart();
    });
  };

  const added = result?.lines.some((l) => l.qty > 0);
  return (
    <div className="buy-again">
      <button type="button" className="btn btn--primary" disabled={!mounted || busy} onClick={() => void onClick()}>
        {say(busy ? 'shop.adding' : 'buy.again')}
      </button>
      {result && (
        <div className="buy-again__result" role={result.ok ? 'status' : 'alert'} data-testid="buy-again-result">
          <p className="buy-again__summary">{result.message}</p>
          {result.lines.some((l) => l.outcome !== 'added') && (
            <ul className="buy-again__lines">
              {result.lines
                .filter((l) => l.outcome !== 'added')
                .map((l) => (
                  <li key={l.product_id} className={l.qty > 0 ? '' : 'buy-again__line--skipped'}>
                    {l.message}
                  </li>
                ))}
            </ul>
          )}
          {added && (
            <a className="btn btn-outline" href="/cart">
              {say('buy.goToCart')}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
