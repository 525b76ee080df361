import { ICONS } from '../../components/icons';
import type { PurchasePartsKey } from '../../lib/domain/i18n/island-keys';
import { loginToBuyHref } from '../../lib/domain/cart/pending-buy';
import { isAvailable } from '../../lib/domain/catalogue/pricing';
import { firstQuantity } from '../../lib/domain/cart/quantity';
import type { ProductCard } from '../../lib/domain/types';
import Icon from '../Icon';
import { useSay } from '../texts';

/**
 * A guest's ways out of the panel, in the page's language (/kn/cart on a Kannada page), made by the
 * page with Astro's getRelativeLocaleUrl: the island imports no language rule of its own.
 */
export interface GuestLinks {
  /** the cart's login that brings the item along (/login/cart; ?buy= is added here) */
  loginToBuy: string;
  cart: string;
  /** sign-in that comes back to this page, for the wishlist */
  wishlistLogin: string;
}

interface Props {
  product: ProductCard;
  /** the pack the panel starts on (null: the deal pack or none) */
  attributeId: number | null;
  links: GuestLinks;
}

/**
 * A guest's Add and wishlist on the product page, drawn on the server and never hydrated. Add is
 * the product cards' guest Add (components/card-add: a link to the cart's login without
 * JavaScript, the browser cart and a stepper with it); `data-keep` makes − at the minimum say so
 * instead of taking the product out (SPEC §5, as the signed-in panel does), "Go to cart"
 * shows once it is in the cart, and "In your cart: 1 kg" when the cart holds another pack. The heart goes to sign-in and back, as it does for a guest anyway.
 */
export default function GuestActions({ product, attributeId, links }: Props) {
  const say = useSay<PurchasePartsKey>();
  const qty = firstQuantity(product);
  return (
    <>
      {isAvailable(product) ? (
        <div
          className="card-add buy"
          data-add={product.id}
          data-aid={attributeId ?? 0}
          data-qty={qty}
          data-name={product.name}
          data-keep=""
        >
          <a className="btn btn-buy" href={loginToBuyHref({ pid: product.id, aid: attributeId ?? 0, qty }, links.loginToBuy)}>
            {say('buy.add')}
          </a>
          <a className="btn btn-outline" href={links.cart} data-in-cart="" hidden>
            {say('buy.goToCart')}
          </a>
          {/* the product is in the cart as another pack than the one chosen (as the signed-in panel says) */}
          <p
            className="buy__note"
            data-other-pack={say('buy.inYourCart', { pack: '{pack}' })}
            data-regular={say('buy.regularPack')}
            hidden
          />
        </div>
      ) : (
        <button type="button" className="btn btn-disabled" disabled>
          {say('buy.outOfStock')}
        </button>
      )}
      <a className="btn btn-outline" href={links.wishlistLogin}>
        <Icon d={ICONS.heart} size={18} /> {say('wishlist.add')}
      </a>
    </>
  );
}
