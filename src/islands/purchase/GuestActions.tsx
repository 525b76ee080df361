import { ICONS } from '../../components/icons';
import type { PurchasePartsKey } from '../../lib/domain/i18n/island-keys';
import { loginHref } from '../../lib/domain/account/login-link';
import { localePath, splitLocale } from '../../lib/domain/i18n/langs';
import { loginToBuyHref } from '../../lib/domain/cart/pending-buy';
import { isAvailable } from '../../lib/domain/catalogue/pricing';
import { firstQuantity } from '../../lib/domain/cart/quantity';
import type { ProductCard } from '../../lib/domain/types';
import Icon from '../Icon';
import { useSay } from '../texts';

interface Props {
  product: ProductCard;
  /** the pack the panel starts on (null: the deal pack or none) */
  attributeId: number | null;
  /** the page's address (/kn/product-details-one/…): the wishlist's sign-in comes back here, and the
   * links stay in its language */
  here: string;
}

/**
 * A guest's Add and wishlist on the product page, drawn on the server and never hydrated. Add is
 * the product cards' guest Add (components/card-add: a link to the cart's login without
 * JavaScript, the browser cart and a stepper with it); `data-keep` makes − at the minimum say so
 * instead of taking the product out (SPEC §5, as the signed-in panel does), "Go to cart"
 * shows once it is in the cart, and "In your cart: 1 kg" when the cart holds another pack. The heart goes to sign-in and back, as it does for a guest anyway.
 */
export default function GuestActions({ product, attributeId, here }: Props) {
  const say = useSay<PurchasePartsKey>();
  const qty = firstQuantity(product);
  const inLang = (path: string) => localePath(splitLocale(here).lang, path);
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
          <a className="btn btn-buy" href={inLang(loginToBuyHref({ pid: product.id, aid: attributeId ?? 0, qty }))}>
            {say('buy.add')}
          </a>
          <a className="btn btn-outline" href={inLang('/cart')} data-in-cart="" hidden>
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
      <a className="btn btn-outline" href={inLang(loginHref(here))}>
        <Icon d={ICONS.heart} size={18} /> {say('wishlist.add')}
      </a>
    </>
  );
}
