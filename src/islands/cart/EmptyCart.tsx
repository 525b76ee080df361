import { useSay, type IslandTexts } from '../texts';

type EmptyCartKey = 'cartEmptyTitle' | 'cartEmptyText' | 'cart.continue';

/**
 * SPEC §2 empty cart: "YOUR CART IS EMPTY", the apology, and Continue Shopping. Inside the cart and
 * checkout islands it reads their texts; the server-only /empty-cart page passes its own.
 */
export default function EmptyCart({ continueTo = '/', text }: { continueTo?: string; text?: IslandTexts<EmptyCartKey> }) {
  const fromPage = useSay<EmptyCartKey>();
  const say = text ? (key: EmptyCartKey) => text[key] : fromPage;
  return (
    <div className="empty cart-empty">
      <img src="/media/static/empty-cart.svg" alt="" width="240" height="180" />
      <h2>{say('cartEmptyTitle')}</h2>
      <p>{say('cartEmptyText')}</p>
      <a className="btn btn--primary" href={continueTo}>
        {say('cart.continue')}
      </a>
    </div>
  );
}
