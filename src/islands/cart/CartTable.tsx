import { useStore } from '@nanostores/react';
import { productHref } from '../../components/product-links';
import type { CartLine } from '../../lib/domain/cart/cart-schemas';
import type { PricedLine } from '../../lib/domain/cart/cart-total';
import { formatINR, formatPoints } from '../../lib/domain/money/money';
import { packWithUnitPrice } from '../../lib/domain/catalogue/unit-price';
import { $cartPending, removeFromCart } from '../../stores/cart';
import ColumnHeads from './ColumnHeads';
import RemoveAndPhoto from './RemoveAndPhoto';
import { useSay } from '../texts';
import type { CartKey } from '../../lib/domain/i18n/island-keys';
import QuantityStepper from '../QuantityStepper';
import Runs from '../Runs';
import '../../styles/buy.css';

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
  const say = useSay<CartKey>();
  return (
    <table className="cart-table">
      <ColumnHeads
        caption={say('cart.caption')}
        columns={[
          say('cart.remove'),
          say('cart.image'),
          say('cart.product'),
          say('cart.price'),
          rewards && say('shop.points'),
          say('cart.quantity'),
          say('cart.totalPrice'),
          rewards && say('cart.totalPoints'),
        ]}
      />
      <tbody>
        {lines.map((line, i) => {
          const p = priced[i]!;
          const href = productHref(line.slug);
          return (
            <tr key={line.pid} className={line.problem ? 'cart-row cart-row--problem' : 'cart-row'}>
              <RemoveAndPhoto
                removeLabel={say('cart.removeItem', { name: line.name })}
                href={href}
                photo={line.photo}
                disabled={pending.has(line.pid)}
                onRemove={() => void removeFromCart(line.pid)}
              />
              <th scope="row" className="cart-row__product">
                <a href={href}>
                  <Runs text={line.name} />
                </a>
                {line.attribute && (
                  <span className="cart-row__variant">
                    <Runs text={line.attribute.name} />
                  </span>
                )}
                {line.net_quantity > 0 && (
                  <span className="cart-row__pack">{packWithUnitPrice(p.unit.selling, line.net_quantity, line.net_unit, say)}</span>
                )}
                {p.unit.deal && <span className="badge badge--deal">{say('cart.dealPrice')}</span>}
                {line.problem && (
                  <span className="cart-row__problem" role="note">
                    {line.problem}
                  </span>
                )}
              </th>
              <td data-label={say('cart.price')} className="cart-row__price">
                <span className="cart-cell">
                  <span className="cart-price">{formatINR(p.unit.selling)}</span>
                  {p.unit.mrp > p.unit.selling && (
                    <s className="cart-mrp">
                      <span className="visually-hidden">{say('shop.mrp')} </span>
                      {formatINR(p.unit.mrp)}
                    </s>
                  )}
                </span>
              </td>
              {rewards && (
                <td data-label={say('shop.points')} className="cart-row__points">
                  {formatPoints(p.unit.points)}
                </td>
              )}
              <td data-label={say('cart.quantity')} className="cart-row__qty">
                <QuantityStepper line={line} now={now} />
              </td>
              <td data-label={say('cart.totalPrice')} className="cart-row__total">
                {formatINR(p.total)}
              </td>
              {rewards && (
                <td data-label={say('cart.totalPoints')} data-unit={say('shop.points')} className="cart-row__points-total">
                  {formatPoints(p.points)}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
