import { cardView } from '../components/card-view';
import { formatPoints } from '../lib/domain/money';
import type { BUY_KEYS, TextsFor } from '../lib/domain/i18n/island-keys';
import type { ProductCard } from '../lib/domain/types';
import { vegMarkView } from '../components/veg-mark';
import BuyButton from './BuyButton';
import '../styles/veg-mark.css';

interface Props {
  product: ProductCard;
  now: number;
  rewards: boolean;
  /** the buy button's words in the page's language */
  buyText: TextsFor<typeof BUY_KEYS>;
}

/** The browser twin of ProductCard.astro, for cards that arrive by infinite scroll. Same classes, same words. */
export default function ProductCardView({ product, now, rewards, buyText }: Props) {
  const v = cardView(product, now);
  const mark = vegMarkView(product.veg);
  return (
    <article className="product-card">
      <a className="product-card__media" href={v.href} tabIndex={-1} aria-hidden="true">
        <img src={v.image} alt="" width={200} height={200} loading="lazy" decoding="async" />
      </a>
      {mark && <span className={`veg-mark veg-mark--${mark.kind}`} role="img" aria-label={mark.label} title={mark.label} />}
      <div className="product-card__badges">
        {v.off > 0 && <span className="badge badge--off">{v.off}% OFF</span>}
        {v.deal && <span className="badge badge--deal">{v.dealLabel}</span>}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <a href={v.href}>{v.name}</a>
        </h3>
        {v.pack && <p className="product-card__pack">{v.pack}{v.unitPrice && <span className="product-card__unit"> · {v.unitPrice}</span>}</p>}
        <p className="price">
          <span className="price__now">{v.price}</span>
          {v.mrp && (
            <s className="price__mrp">
              <span className="visually-hidden">MRP </span>
              {v.mrp}
            </s>
          )}
        </p>
        {rewards && v.points > 0 && <p className="product-card__points">or {formatPoints(v.points)} points</p>}
        <div className="product-card__action">
          <BuyButton product={product} text={buyText} />
        </div>
      </div>
    </article>
  );
}
