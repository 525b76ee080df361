import { useStore } from '@nanostores/react';
import { productHref } from '../components/product-links';
import { formatINR, formatPoints } from '../lib/domain/money';
import { unitPrice } from '../lib/domain/pricing';
import type { WishlistItem } from '../lib/domain/cart-schemas';
import { $wishlist, $wishlistItems, removeFromWishlist } from '../stores/wishlist';
import { usePriceClock } from './cart/use-price-clock';
import ColumnHeads from './cart/ColumnHeads';
import RemoveAndPhoto from './cart/RemoveAndPhoto';
import { useMounted } from './hooks';

interface Props {
  rewards: boolean;
}

function nextDealEdge(items: WishlistItem[], now: number): number | null {
  let next: number | null = null;
  for (const i of items) {
    for (const edge of [i.date, i.to_date]) if (i.is_type && edge != null && edge > now && (next === null || edge < next)) next = edge;
  }
  return next;
}

/** SPEC §2 wishlist: Remove, Image, Product, Points, Price; an empty list shows only an image. */
export default function WishlistPage({ rewards }: Props) {
  const mounted = useMounted();
  // subscribing to $wishlist makes the store load the list from the server (stores/server-sync.ts)
  useStore($wishlist);
  const items = useStore($wishlistItems);
  const now = usePriceClock(items ? nextDealEdge(items, Date.now()) : null);

  if (!mounted || items === null) return <p className="page-loading" aria-busy="true">Loading your wishlist…</p>;
  if (items.length === 0) {
    return (
      <div className="wishlist-empty">
        <img src="/media/static/empty-wishlist.svg" alt="Your wishlist is empty" width="320" height="240" />
      </div>
    );
  }

  return (
    <div className="cart-table-wrap">
      <table className="cart-table wishlist-table">
        <ColumnHeads caption="Products in your wishlist" columns={['Remove', 'Image', 'Product', rewards && 'Points', 'Price']} />
        <tbody>
          {items.map((item) => {
            const unit = unitPrice(item, null, now);
            const href = productHref(item.slug);
            return (
              <tr key={item.id} className="cart-row">
                <RemoveAndPhoto removeLabel={`Remove ${item.name}`} href={href} photo={item.photo} onRemove={() => void removeFromWishlist(item.id)} />
                <th scope="row" className="cart-row__product">
                  <a href={href}>{item.name}</a>
                  {unit.deal && <span className="badge badge--deal">Deal price</span>}
                  {(item.stock <= 0 || item.out_of_stock === 1) && <span className="cart-row__problem">Out of Stock</span>}
                </th>
                {rewards && <td data-label="Points">{formatPoints(unit.points)}</td>}
                <td data-label="Price" className="cart-row__total">
                  <span className="cart-cell">
                    <span className="cart-price">{formatINR(unit.selling)}</span>
                    {unit.mrp > unit.selling && <s className="cart-mrp"><span className="visually-hidden">MRP </span>{formatINR(unit.mrp)}</s>}
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
