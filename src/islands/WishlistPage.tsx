import { useStore } from '@nanostores/react';
import { productHref } from '../components/product-links';
import { formatINR, formatPoints } from '../lib/domain/money/money';
import { unitPrice } from '../lib/domain/catalogue/pricing';
import type { WishlistItem } from '../lib/domain/cart/cart-schemas';
import { $wishlist, $wishlistItems, removeFromWishlist } from '../stores/wishlist';
import { usePriceClock } from './cart/use-price-clock';
import ColumnHeads from './cart/ColumnHeads';
import RemoveAndPhoto from './cart/RemoveAndPhoto';
import { useMounted } from './hooks';
import type { WishlistKey } from '../lib/domain/i18n/island-keys-account';
import { useSay, type IslandTexts, withTexts } from './texts';
import Runs from './Runs';

interface Props {
  rewards: boolean;
  /** the page's words in its language (texts(lang, WISHLIST_KEYS)) */
  text: IslandTexts<WishlistKey>;
}

function nextDealEdge(items: Omit<WishlistItem, 'summary' | 'minQty' | 'maxQty'>[], now: number): number | null {
  let next: number | null = null;
  for (const i of items) {
    for (const edge of [i.date, i.to_date]) if (i.dealKind && edge != null && edge > now && (next === null || edge < next)) next = edge;
  }
  return next;
}

/**
 * SPEC §2 wishlist: Remove, Image, Product, Points, Price. An empty list says so and what to do next
 * (SPEC shows only an image; issue 34: a shopper was left with no words and no way on).
 */
export default withTexts<Props>(Wishlist);

function Wishlist({ rewards }: Omit<Props, 'text'>) {
  const say = useSay<WishlistKey>();
  const mounted = useMounted();
  // subscribing to $wishlist makes the store load the list from the server (stores/server-sync.ts)
  useStore($wishlist);
  const items = useStore($wishlistItems);
  const now = usePriceClock(items ? nextDealEdge(items, Date.now()) : null);

  if (!mounted || items === null)
    return (
      <p className="page-loading" aria-busy="true">
        {say('acct.wishlistLoading')}
      </p>
    );
  if (items.length === 0) {
    return (
      <div className="empty wishlist-empty">
        <img src="/media/static/empty-wishlist.svg" alt="" width="320" height="240" />
        <h2>{say('acct.wishlistEmpty')}</h2>
        <p>{say('acct.wishlistEmptyText')}</p>
        <a className="btn btn--primary" href="/">
          {say('acct.startShopping')}
        </a>
      </div>
    );
  }

  return (
    <div className="cart-table-wrap">
      <table className="cart-table wishlist-table">
        <ColumnHeads
          caption={say('acct.wishlistCaption')}
          columns={[say('cart.remove'), say('cart.image'), say('cart.product'), rewards && say('acct.pointsHead'), say('cart.price')]}
        />
        <tbody>
          {items.map((item) => {
            const unit = unitPrice(item, null, now);
            const href = productHref(item.slug);
            return (
              <tr key={item.id} className="cart-row">
                <RemoveAndPhoto
                  removeLabel={say('cart.removeItem', { name: item.name })}
                  href={href}
                  photo={item.photo}
                  onRemove={() => void removeFromWishlist(item.id)}
                />
                <th scope="row" className="cart-row__product">
                  <a href={href}>
                    <Runs text={item.name} />
                  </a>
                  {unit.deal && <span className="badge badge--deal">{say('acct.dealPrice')}</span>}
                  {(item.stock <= 0 || item.out_of_stock === 1) && <span className="cart-row__problem">{say('buy.outOfStock')}</span>}
                </th>
                {rewards && <td data-label={say('acct.pointsHead')}>{formatPoints(unit.points)}</td>}
                <td data-label={say('cart.price')} className="cart-row__total">
                  <span className="cart-cell">
                    <span className="cart-price">{formatINR(unit.selling)}</span>
                    {unit.mrp > unit.selling && (
                      <s className="cart-mrp">
                        <span className="visually-hidden">{say('acct.mrp')} </span>
                        {formatINR(unit.mrp)}
                      </s>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
