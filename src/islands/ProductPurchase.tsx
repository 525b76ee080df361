import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { LOW_STOCK } from '../consts';
import { dealCountdown, dealUnitsLeft, isDealActive, isDealSoldOut, pad2 } from '../lib/domain/deal';
import { fill } from '../lib/domain/i18n/fill';
import type { PurchaseKey, PurchasePartsKey } from '../lib/domain/i18n/island-keys';
import { formatINR, formatPoints } from '../lib/domain/money';
import { isAvailable, percentOff, saving, unitPrice } from '../lib/domain/pricing';
import type { ProductCard } from '../lib/domain/types';
import type { PackLabels } from '../lib/domain/unit-price';
import BuyButton from './BuyButton';
import { recordVisit } from './record-visit';
import WishlistButton from './WishlistButton';
import { useClock, useMounted } from './hooks';
import { $isLoggedIn } from '../stores/user';
import { TextsProvider, type IslandTexts } from './texts';

// signed-in only, loaded after hydration: guests' product pages and their JS budget stay as they were
const BranchShelf = lazy(() => import('./BranchShelf'));

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
}

/**
 * The product page's purchase panel (SPEC §2 product detail): variant choice, the price it
 * implies, the deal countdown (the deal price stops applying the second it ends, no reload), the
 * hurry-up line, the buy and wishlist buttons (one island: the page's whole buy box hydrates at
 * once; the delivery check under it is server HTML). Hydrating it also records a signed-in
 * customer's visit. Every word comes from the page (text), in its language.
 */
export default function ProductPurchase({ product, packs, rewards, now: serverNow, text, partsText }: Props) {
  const say = (key: PurchaseKey, params?: Record<string, string | number>) => fill(text[key], params);
  const id = useId();
  const dealAtLoad = isDealActive(product, serverNow);
  const now = useClock(serverNow, dealAtLoad);
  // a pack chosen before hydration would be reset by it (and Buy would add another pack)
  const mounted = useMounted();
  const dealOn = isDealActive(product, now);
  const soldOut = isDealSoldOut(product, serverNow);
  // a running deal is the headline price; otherwise the first pack size is the natural default
  const [selectedId, setSelectedId] = useState<number | null>(() =>
    product.attributes.length > 0 && !dealAtLoad ? product.attributes[0]!.id : null,
  );
  const attribute = product.attributes.find((a) => a.id === selectedId) ?? null;
  const unit = unitPrice(product, attribute, now);
  const off = percentOff(unit.mrp, unit.selling);
  // the label follows the pack: onion 2 kg reads "2 kg · ₹34.50 per kg", not the 500 g pack's
  const pack = attribute ? packs.sizes[attribute.id] : unit.deal ? packs.deal : packs.regular;
  const saved = saving(unit.mrp, unit.selling);
  const available = isAvailable(product);
  const left = dealOn && product.max_count > 0 ? dealUnitsLeft(product) : product.stock;
  const hurry = available && left > 0 && (dealOn ? product.max_count > 0 : left <= LOW_STOCK);
  const clock = product.to_date != null ? dealCountdown(product.to_date, now) : null;
  const deal = say(product.is_type === 'flash_deal' ? 'product.flashDeal' : 'product.dealOfTheDay');
  useEffect(() => recordVisit(product.id), [product.id]);

  return (
    <div className="purchase panel">
      {dealAtLoad && clock && (
        <div className={dealOn ? 'deal-box' : 'deal-box deal-box--over'}>
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
        <span className="purchase__now">{formatINR(unit.selling)}</span>
        {off > 0 && (
          <>
            <s className="purchase__mrp">{say('product.mrpShort', { price: formatINR(unit.mrp) })}</s>
            <span className="badge badge--off">{say('product.percentOff', { percent: off })}</span>
          </>
        )}
        <span className="purchase__tax">{say('product.inclusive')}</span>
        {saved > 0 && <span className="purchase__save">{say('product.save', { amount: formatINR(saved) })}</span>}
      </div>

      {pack && (
        <p className="purchase__pack">
          {say('product.netQuantity')}: {pack}
        </p>
      )}

      {rewards && unit.points > 0 && <p className="purchase__points">{say('product.orPoints', { points: formatPoints(unit.points) })}</p>}

      {product.attributes.length > 0 && (
        <fieldset className="variants">
          <legend>{say('product.packSize')}</legend>
          <div className="variants__list">
            {dealOn && (
              <label className="variant">
                <input
                  type="radio"
                  name={`${id}-variant`}
                  value=""
                  checked={selectedId === null}
                  disabled={!mounted}
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
                  disabled={!mounted}
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

      {hurry && <p className="hurry">{say('product.hurryUp', { count: left })}</p>}

      {/* signed in, after hydration (issue 28): says when their branch lacks the pack and a store has it */}
      {mounted && available && $isLoggedIn.get() && (
        <Suspense>
          <BranchShelf lines={[{ product_id: product.id, aid: selectedId ?? 0 }]} />
        </Suspense>
      )}

      <div className="purchase__actions">
        <TextsProvider value={partsText}>
          <BuyButton product={product} attributeId={selectedId} cartLink />
          <WishlistButton productId={product.id} />
        </TextsProvider>
      </div>
    </div>
  );
}
