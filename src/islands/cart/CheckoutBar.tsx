import { formatINR, type Paise } from '../../lib/domain/money/money';
import { useSay } from '../texts';
import type { CartKey } from '../../lib/domain/i18n/island-keys';

interface Props {
  /** the grand total the Cart Total box shows (a preview; checkout recomputes) */
  payable: Paise;
  onCheckout: () => void;
}

/**
 * The grand total and Proceed to checkout, under the Cart Total box. On a phone it sticks to the
 * bottom of the screen while the lines scroll past (issue 34: the button was a screen and a half
 * below the last line), and settles under the box at the end (cart/table.css).
 */
export default function CheckoutBar({ payable, onCheckout }: Props) {
  const say = useSay<CartKey>();
  return (
    <div className="cart-pay">
      <p className="cart-pay__total">
        <span className="cart-pay__label">{say('cart.grandTotal')}</span>
        <strong>{formatINR(payable)}</strong>
      </p>
      <button type="button" className="btn btn--primary cart-checkout" onClick={onCheckout}>
        {say('cart.checkout')}
      </button>
    </div>
  );
}
