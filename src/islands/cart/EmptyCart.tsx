import { MSG } from '../../lib/domain/messages';

/** SPEC §2 empty cart: "YOUR CART IS EMPTY", the apology, and Continue Shopping. */
export default function EmptyCart({ continueTo = '/' }: { continueTo?: string }) {
  return (
    <div className="empty cart-empty">
      <img src="/media/static/empty-cart.svg" alt="" width="240" height="180" />
      <h2>{MSG.cartEmptyTitle}</h2>
      <p>{MSG.cartEmptyText}</p>
      <a className="btn btn--primary" href={continueTo}>Continue Shopping</a>
    </div>
  );
}
