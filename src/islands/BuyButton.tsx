import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { loginToBuyHref } from '../lib/domain/cart/pending-buy';
import { isAvailable, unitPrice } from '../lib/domain/catalogue/pricing';
import { checkCanAdd, firstQuantity } from '../lib/domain/cart/quantity';
import type { ProductCard } from '../lib/domain/types';
import { $cartByProduct, $cartPending, addToCart } from '../stores/cart';
import { showToast } from '../stores/toast';
import { useMounted } from './hooks';
import { OwnTexts, useSay, type IslandTexts } from './texts';
import type { BuyKey } from '../lib/domain/i18n/island-keys';
import '../styles/buy.css';

// The stepper is needed only once the product is in the cart: fetched then (and from the moment Add
// is pressed, while the server answers), so a catalogue page a shopper only reads does not carry it.
const loadStepper = () => import('./QuantityStepper');
const QuantityStepper = lazy(loadStepper);

type BuyProduct = Pick<
  ProductCard,
  | 'id'
  | 'slug'
  | 'name'
  | 'stock'
  | 'out_of_stock'
  | 'minQty'
  | 'maxQty'
  | 'mrp'
  | 'price'
  | 'point'
  | 'dealKind'
  | 'date'
  | 'to_date'
  | 'dealPrice'
  | 'dealPoints'
  | 'max_count'
  | 'purchased_count'
> & { attributes?: ProductCard['attributes'] };

const BUY_FIELDS = [
  'id',
  'slug',
  'name',
  'stock',
  'out_of_stock',
  'minQty',
  'maxQty',
  'mrp',
  'price',
  'point',
  'dealKind',
  'date',
  'to_date',
  'dealPrice',
  'dealPoints',
  'max_count',
  'purchased_count',
  'attributes',
] as const;

/**
 * Only what the buy rules read: a server-rendered card hands its props to the browser as HTML
 * attributes, and the whole card object (descriptions, declarations) would triple the page's size.
 */
export function buyProduct(p: BuyProduct): BuyProduct {
  const picked: Record<string, unknown> = {};
  for (const k of BUY_FIELDS) if (p[k] !== undefined) picked[k] = p[k];
  return picked as BuyProduct;
}

interface Props {
  product: BuyProduct;
  /** the variant chosen on the product page (null = none / the deal pack) */
  attributeId?: number | null;
  /**
   * the button's words in the page's language, when it is an island of its own (a product card);
   * as a part of a bigger island it says that island's texts
   */
  text?: IslandTexts<BuyKey>;
  /**
   * the product page's form: a Go to cart link beside the stepper, and − at the minimum says so
   * (SPEC §5); on a card − at the minimum takes the product out again and Add comes back
   */
  cartLink?: boolean;
}

export default function BuyButton({ text, ...props }: Props) {
  return (
    <OwnTexts text={text}>
      <Buy {...props} />
    </OwnTexts>
  );
}

/**
 * Add → in the cart at the product's minimum count (with the chosen variant), then a quantity
 * stepper in its place, as Indian grocery shoppers know it; Out of Stock when it cannot be bought
 * (SPEC §4). Guests add to the cart kept in their browser (issue 34): it joins their account's cart
 * when they sign in at checkout. Before hydration the button is a link to the cart's login carrying
 * the item, so it works without JavaScript too.
 */
function Buy({ product, attributeId, cartLink = false }: Omit<Props, 'text'>) {
  const say = useSay<BuyKey>();
  const mounted = useMounted();
  // localStorage is not read on the server: use it only after hydration so both renders match
  const stored = useStore($cartByProduct).get(product.id);
  const line = mounted ? stored : undefined;
  const pending = useStore($cartPending).has(product.id);
  const [busy, setBusy] = useState(false);

  if (!isAvailable(product) && !line) {
    return (
      <button type="button" className="btn btn-disabled" disabled>
        {say('buy.outOfStock')}
      </button>
    );
  }

  if (!mounted) {
    const href = loginToBuyHref({ pid: product.id, aid: attributeId ?? 0, qty: firstQuantity(product) });
    return (
      <a className="btn btn-buy" href={href}>
        {say('buy.add')}
      </a>
    );
  }

  if (line) {
    const other = attributeId != null && attributeId !== line.aid;
    return (
      <div className="buy">
        <Suspense fallback={<span className="stepper" aria-busy="true" />}>
          <QuantityStepper line={line} name={product.name} removeBelowMin={!cartLink} />
        </Suspense>
        {cartLink && (
          <a className="btn btn-outline" href="/cart">
            {say('buy.goToCart')}
          </a>
        )}
        {other && <p className="buy__note">{say('buy.inYourCart', { pack: line.attribute?.name ?? say('buy.regularPack') })}</p>}
      </div>
    );
  }

  const onBuy = async () => {
    const attribute = attributeId ? (product.attributes?.find((a) => a.id === attributeId) ?? null) : null;
    const deal = unitPrice(product, attribute, Date.now()).deal;
    const can = checkCanAdd(product, { deal });
    if (!can.ok) {
      showToast('warning', { key: 'shop.failed' }, { key: can.key });
      return;
    }
    setBusy(true);
    void loadStepper();
    try {
      await addToCart(product.id, firstQuantity(product), attributeId ?? 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn-buy" onClick={onBuy} disabled={busy || pending}>
      {say(busy ? 'shop.adding' : 'buy.add')}
    </button>
  );
}
