import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CartLine } from '../lib/domain/cart/cart-schemas';
import { unitPrice } from '../lib/domain/catalogue/pricing';
import { checkQuantity, minQuantity, QTY_MAX, QTY_MIN, type QuantitySource } from '../lib/domain/cart/quantity';
import { $cartPending, removeFromCart, setLineQuantity } from '../stores/cart';
import { showToast } from '../stores/toast';
import { useSay } from './texts';
import type { StepperKey } from '../lib/domain/i18n/island-keys';
// its styles (buy.css) come with the islands that show it (BuyButton, the cart table): fetched
// lazily by the buy button, a stylesheet of its own would bring Vite's preload helper onto every page

interface Props {
  line: CartLine;
  /** product name, for screen readers ("Quantity of …") */
  name?: string;
  /** the clock that decides whether the line is priced as a deal */
  now?: number;
  /** − at the minimum takes the product out of the cart (a card's or product page's Add stepper) */
  removeBelowMin?: boolean;
}

/**
 * − / typed quantity / + for a cart line (SPEC §5). Every step is checked with the shared quantity
 * rules first (so the shopper sees "Stock Exceeded", "Maximum order reached", "Minimum Quantity
 * Reached" at once); the server checks again and has the last word.
 */
export default function QuantityStepper({ line, name = line.name, now, removeBelowMin = false }: Props) {
  const id = useId();
  const say = useSay<StepperKey>();
  const pending = useStore($cartPending).has(line.pid);
  const [draft, setDraft] = useState(String(line.qty));
  useEffect(() => setDraft(String(line.qty)), [line.qty]);

  const deal = unitPrice({ ...line, id: line.pid }, line.attribute, now ?? Date.now()).deal;

  const go = (qty: number, source: QuantitySource) => {
    // as shoppers know it on a card: − at the smallest pack count gives "Add" back
    if (removeBelowMin && source === 'stepper' && qty < minQuantity(line)) {
      void removeFromCart(line.pid);
      return;
    }
    const check = checkQuantity(line, qty, { deal, source });
    if (!check.ok) {
      showToast('warning', { key: check.key });
      setDraft(String(line.qty));
      return;
    }
    if (qty !== line.qty) void setLineQuantity(line.pid, qty);
  };

  const commitTyped = () => {
    const text = draft.trim();
    if (text === String(line.qty)) return;
    const qty = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(qty) || qty < QTY_MIN) {
      showToast('warning', { key: 'minQty' });
      setDraft(String(line.qty));
      return;
    }
    go(qty, 'input');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commitTyped();
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') setDraft(String(line.qty));
  };

  return (
    // noValidate: the browser's own min/max check would swallow a typed 0 before the SPEC message
    <form className="stepper" onSubmit={onSubmit} aria-busy={pending} noValidate>
      <button
        type="button"
        className="stepper__btn"
        aria-label={say('stepper.decrease', { name })}
        disabled={pending}
        onClick={() => go(line.qty - 1, 'stepper')}
      >
        −
      </button>
      <label className="visually-hidden" htmlFor={`${id}-qty`}>
        {say('stepper.quantityOf', { name })}
      </label>
      <input
        id={`${id}-qty`}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={QTY_MIN}
        max={QTY_MAX}
        step={1}
        value={draft}
        disabled={pending}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, '').slice(0, 3))}
        onBlur={commitTyped}
        onKeyDown={onKey}
      />
      <button
        type="button"
        className="stepper__btn"
        aria-label={say('stepper.increase', { name })}
        disabled={pending}
        onClick={() => go(line.qty + 1, 'stepper')}
      >
        +
      </button>
    </form>
  );
}
