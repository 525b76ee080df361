import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { dealCountdown, isDealActive, isDealSoldOut, pad2 } from '../lib/domain/catalogue/deal';
import { fill } from '../lib/domain/i18n/fill';
import type { NotifyKey, PurchaseKey, PurchasePartsKey } from '../lib/domain/i18n/island-keys';
import { formatINR } from '../lib/domain/money/money';
import { isAvailable, unitPrice } from '../lib/domain/catalogue/pricing';
import type { ProductCard } from '../lib/domain/types';
import type { PackLabels } from '../lib/domain/catalogue/unit-price';
import BuyButton from './BuyButton';
import { recordVisit } from './record-visit';
import WishlistButton from './WishlistButton';
import { useClock, useMounted } from './hooks';
import { $isLoggedIn } from '../stores/user';
import { $shelfHere, shelfKey } from '../stores/shelf-here';
import { useStore } from '@nanostores/react';
import { TextsProvider, type IslandTexts } from './texts';
import GuestActions, { type GuestLinks } from './purchase/GuestActions';
import { guestViews, hurryLine, packView } from './purchase/purchase-view';

// signed-in only, loaded after hydration: guests' product pages and their JS budget stay as they were
const BranchShelf = lazy(() => import('./BranchShelf'));
// only when the shopper's branch has none of what is on a shelf elsewhere: most views never load it
const NotifyMe = lazy(() => import('./NotifyMe'));

interface Props {
  product: ProductCard;
  /** the page's productPackLabels(product) */
  packs: PackLabels;
  /** points prices show only when the store's reward flag is on */
  rewards: boolean;
  /** server clock at render time */
  now: number;
  /** the panel's words in the page's language: texts(lang, PURCHASE_KEYS) */
  text: IslandTexts<PurchaseKey>;
  /** the buy and wishlist buttons' words (texts(lang, PURCHASE_PARTS_KEYS)), which they say as parts of this island */
  partsText: IslandTexts<PurchasePartsKey>;
  /**
   * A guest's page: drawn on the server only, never hydrated (no React on a guest's catalogue
   * pages, issue 31); its Add, pack choice and deal clock are the small script purchase-guest.ts.
   * Its links (login to buy, the cart, the wishlist's sign-in) come from the page, in its language.
   */
  guest?: GuestLinks;
  /**
   * Notify me's words (texts(lang, NOTIFY_KEYS)) for a signed-in shopper's page of a product on a
   * shelf somewhere: the panel shows Notify me once the branch shelf says their branch has none
   */
  notifyText?: IslandTexts<NotifyKey>;
}

/**
 * The product page's purchase panel (SPEC §2 product detail): variant choice, the price it
 * implies, the deal countdown (the deal price stops applying the second it ends, no reload), the
 * hurry-up line, the buy and wishlist buttons (one island: the page's whole buy box hydrates at
 * once; the delivery check under it is server HTML). Hydrating it also records a signed-in
 * customer's visit. Every word comes from the page (text), in its language.
 */
export default function ProductPurchase({ product, packs, rewards, now: serverNow, text, partsText, guest, notifyText }: Props) {
  const say = (key: PurchaseKey, params?: Record<string, string | number>) => fill(text[key], params);
  const id = useId();
  const dealAtLoad = isDealActive(product, serverNow);
  const now = useClock(serverNow, dealAtLoad && !guest);
  // a pack chosen before hydration would be reset by it (and Buy would add another pack); a guest's
  // panel is never hydrated: its radios work from the start (purchase-guest.ts)
  const ready = useMounted() || guest != null;
  const dealOn = isDealActive(product, now);
  const soldOut = isDealSoldOut(product, serverNow);
  // a running deal is the headline price; otherwise the first pack size is the natural default
  const [selectedId, setSelectedId] = useState<number | null>(() =>
    product.attributes.length > 0 && !dealAtLoad ? product.attributes[0]!.id : null,
  );
  const ctx = { product, packs, rewards, text };
  const view = packView(ctx, selectedId, now);
  // signed in: their branch's count of the pack, once the branch shelf has answered (issue 28)
  const here = useStore($shelfHere)[shelfKey(product.id, selectedId)];
  const hurry = hurryLine(ctx, now, guest ? undefined : here);
  const available = isAvailable(product);
  const clock = product.to_date != null ? dealCountdown(product.to_date, now) : null;
  const deal = say(product.dealKind === 'flash_deal' ? 'product.flashDeal' : 'product.dealOfTheDay');
  useEffect(() => recordVisit(product.id), [product.id]);
  // what a guest's script switches to, without React (the server draws it once)
  const views = guest ? JSON.stringify(guestViews(ctx, serverNow)) : undefined;

  return (
    <div className="purchase panel" data-views={views} data-deal-end={guest && dealAtLoad ? product.to_date : undefined}>
      {dealAtLoad && clock && (
        <div
          className={dealOn ? 'deal-box' : 'deal-box deal-box--over'}
          data-ended={guest ? say('product.dealEnded', { deal }) : undefined}
        >
          <p className="deal-box__title">{dealOn ? deal : say('product.dealEnded', { deal })}</p>
          {dealOn && (
            <ul className="deal-box__clock" aria-label={say('product.timeLeft')}>
              <li>
                <strong>{pad2(clock.days)}</strong>
                {say('product.days')}
              </li>
              <li>
                <strong>{pad2(clock.hours)}</strong>
                {say('product.hours')}
              </li>
              <li>
                <strong>{pad2(clock.minutes)}</strong>
                {say('product.minutes')}
              </li>
              <li>
                <strong>{pad2(clock.seconds)}</strong>
                {say('product.seconds')}
              </li>
            </ul>
          )}
        </div>
      )}

      {soldOut && (
        <div className="deal-box deal-box--over">
          <p className="deal-box__title">{say('product.dealSoldOut')}</p>
        </div>
      )}

      <div className="purchase__price">
        <span className="purchase__now">{view.now}</span>
        <s className="purchase__mrp" hidden={!view.mrp}>
          {view.mrp}
        </s>
        <span className="badge badge--off" hidden={!view.off}>
          {view.off}
        </span>
        <span className="purchase__tax">{say('product.inclusive')}</span>
        <span className="purchase__save" hidden={!view.save}>
          {view.save}
        </span>
      </div>

      <p className="purchase__pack" hidden={!view.pack}>
        {view.pack}
      </p>

      <p className="purchase__points" hidden={!view.points}>
        {view.points}
      </p>

      {product.attributes.length > 0 && (
        <fieldset className="variants">
          <legend>{say('product.packSize')}</legend>
          <div className="variants__list">
            {dealOn && (
              <label className="variant" data-deal-pack>
                <input
                  type="radio"
                  name={`${id}-variant`}
                  value=""
                  checked={selectedId === null}
                  disabled={!ready}
                  onChange={() => setSelectedId(null)}
                />
                <span>
                  <strong>{say('product.dealPack')}</strong>
                  <small>{formatINR(unitPrice(product, null, now).selling)}</small>
                </span>
              </label>
            )}
            {product.attributes.map((a) => (
              <label className="variant" key={a.id}>
                <input
                  type="radio"
                  name={`${id}-variant`}
                  value={a.id}
                  checked={selectedId === a.id}
                  disabled={!ready}
                  onChange={() => setSelectedId(a.id)}
                />
                <span>
                  <strong>{a.name}</strong>
                  <small>{formatINR(a.selling)}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <p className="hurry" hidden={!hurry}>
        {hurry}
      </p>

      {/* signed in, after hydration (issue 28): says when their branch lacks the pack and a store has it */}
      {ready && !guest && available && $isLoggedIn.get() && (
        <Suspense>
          <BranchShelf lines={[{ product_id: product.id, aid: selectedId ?? 0 }]} />
        </Suspense>
      )}
      {ready && !guest && here === 0 && notifyText && (
        <Suspense>
          <NotifyMe productId={product.id} slug={product.slug} storeWideOut={false} text={notifyText} />
        </Suspense>
      )}

      <div className="purchase__actions">
        <TextsProvider value={partsText}>
          {guest ? (
            <GuestActions product={product} attributeId={selectedId} links={guest} />
          ) : (
            <>
              <BuyButton product={product} attributeId={selectedId} cartLink />
              <WishlistButton productId={product.id} />
            </>
          )}
        </TextsProvider>
      </div>
    </div>
  );
}
