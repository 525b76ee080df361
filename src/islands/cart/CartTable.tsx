import { useStore } from '@nanostores/react';
import { mediaUrl, productHref } from '../../components/product-links';
import type { CartLine } from '../../lib/domain/cart-schemas';
import type { PricedLine } from '../../lib/domain/cart-total';
import { formatINR, formatPoints } from '../../lib/domain/money';
import { packWithUnitPrice } from '../../lib/domain/unit-price';
import { $cartPending, removeFromCart } from '../../stores/cart';
import Icon from '../Icon';
import { ICONS } from '../../components/icons';
import { useSay } from '../texts';
import QuantityStepper from '../QuantityStepper';

interface Props {
  lines: CartLine[];
  /** the same lines priced at `now` (a deal may have ended since the server priced them) */
  priced: PricedLine[];
  now: number;
  rewards: boolean;
}

/** SPEC §2 cart table: Remove, Image, Product, Price, Points, Quantity, Total Price, Total Points. */
export default function CartTable({ lines, priced, now, rewards }: Props) {
  const pending = useStore($cartPending);
  const say = useSay();
  return (
    <table className="cart-table">
      <caption className="visually-hidden">Products in your cart</caption>
      <thead>
        <tr>
          <th scope="col">{say('cart.remove', 'Remove')}</th>
          <th scope="col">{say('cart.image', 'Image')}</th>
          <th scope="col">{say('cart.product', 'Product')}</th>
          <th scope="col">{say('cart.price', 'Price')}</th>
          {rewards && <th scope="col">Points</th>}
          <th scope="col">{say('cart.quantity', 'Quantity')}</th>
          <th scope="col">{say('cart.totalPrice', 'Total Price')}</th>
          {rewards && <th scope="col">Total Points</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => {
          const p = priced[i]!;
          const href = productHref(line.slug);
          return (
            <tr key={line.pid} className={line.problem ? 'cart-row cart-row--problem' : 'cart-row'}>
              <td className="cart-row__remove">
                <button type="button" className="icon-btn cart-remove" aria-label={`Remove ${line.name}`}
                  disabled={pending.has(line.pid)} onClick={() => void removeFromCart(line.pid)}>
                  <Icon d={ICONS.close} size={18} />
                </button>
              </td>
              <td className="cart-row__image">
                <a href={href} tabIndex={-1} aria-hidden="true">
                  <img src={mediaUrl(line.photo)} alt="" width="72" height="72" loading="lazy" decoding="async" />
                </a>
              </td>
              <th scope="row" className="cart-row__product">
                <a href={href}>{line.name}</a>
                {line.attribute && <span className="cart-row__variant">{line.attribute.name}</span>}
                {line.net_quantity > 0 && <span className="cart-row__pack">{packWithUnitPrice(p.unit.selling, line.net_quantity, line.net_unit)}</span>}
                {p.unit.deal && <span className="badge badge--deal">Deal price</span>}
                {line.problem && <span className="cart-row__problem" role="note">{line.problem}</span>}
              </th>
              <td data-label={say('cart.price', 'Price')}>
                <span className="cart-cell">
                  <span className="cart-price">{formatINR(p.unit.selling)}</span>
                  {p.unit.mrp > p.unit.selling && <s className="cart-mrp"><span className="visually-hidden">MRP </span>{formatINR(p.unit.mrp)}</s>}
                </span>
              </td>
              {rewards && <td data-label="Points">{formatPoints(p.unit.points)}</td>}
              <td data-label={say('cart.quantity', 'Quantity')}>
                <QuantityStepper line={line} now={now} />
              </td>
              <td data-label={say('cart.totalPrice', 'Total Price')} className="cart-row__total">{formatINR(p.total)}</td>
              {rewards && <td data-label="Total Points">{formatPoints(p.points)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
