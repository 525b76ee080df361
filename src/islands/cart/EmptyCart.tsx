import { MSG } from '../../lib/domain/messages';
import { useSay } from '../texts';

/** SPEC §2 empty cart: "YOUR CART IS EMPTY", the apology, and Continue Shopping. */
export default function EmptyCart({ continueTo = '/' }: { continueTo?: string }) {
  const say = useSay();
  return (
    <div className="empty cart-empty">
      <img src="/media/static/empty-cart.svg" alt="" width="240" height="180" />
      <h2>{say('cartEmptyTitle', MSG.cartEmptyTitle)}</h2>
      <p>{say('cartEmptyText', MSG.cartEmptyText)}</p>
      <a className="btn btn--primary" href={continueTo}>{say('cart.continue', 'Continue Shopping')}</a>
    </div>
  );
}
