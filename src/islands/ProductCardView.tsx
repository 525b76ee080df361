import { cardView } from '../components/card-view';
import { formatPoints } from '../lib/domain/money';
import type { ProductCard } from '../lib/domain/types';
import { vegMarkView } from '../components/veg-mark';
import BuyButton from './BuyButton';
import Runs from './Runs';
import { useSay } from './texts';
import type { CardKey } from '../lib/domain/i18n/island-keys';
import '../styles/veg-mark.css';

interface Props {
  product: ProductCard;
  now: number;
  rewards: boolean;
}

/**
 * The browser twin of ProductCard.astro, for cards that arrive by infinite scroll. Same classes,
 * same words: it says the texts its island (ShopInfiniteScroll) was given.
 */
export default function ProductCardView({ product, now, rewards }: Props) {
  const say = useSay<CardKey>();
  const v = cardView(product, now, say);
  const mark = vegMarkView(product.veg);
  const markLabel = mark && say(mark.kind === 'veg' ? 'shop.veg' : 'shop.nonveg');
  return (
    <article className="product-card">
      <a className="product-card__media" href={v.href} tabIndex={-1} aria-hidden="true">
        <img src={v.image} alt="" width={200} height={200} loading="lazy" decoding="async" />
      </a>
      {mark && <span className={`veg-mark veg-mark--${mark.kind}`} role="img" aria-label={markLabel ?? ''} title={markLabel ?? ''} />}
      <div className="product-card__badges">
        {v.off > 0 && <span className="badge badge--off">{say('shop.off', { n: v.off })}</span>}
        {v.deal && <span className="badge badge--deal">{say(product.is_type === 'flash_deal' ? 'shop.flashDeal' : 'shop.dealOfDay')}</span>}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <a href={v.href}>
            <Runs text={v.name} />
          </a>
        </h3>
        {v.pack && (
          <p className="product-card__pack">
            {v.pack}
            {v.unitPrice && <span className="product-card__unit"> · {v.unitPrice}</span>}
          </p>
        )}
        <p className="price">
          <span className="price__now">{v.price}</span>
          {v.mrp && (
            <s className="price__mrp">
              <span className="visually-hidden">{say('shop.mrp')} </span>
              {v.mrp}
            </s>
          )}
        </p>
        {rewards && v.points > 0 && <p className="product-card__points">{say('shop.orPoints', { points: formatPoints(v.points) })}</p>}
        <div className="product-card__action">
          <BuyButton product={product} />
        </div>
      </div>
    </article>
  );
}
