import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { INSTRUCTIONS_MAX } from '../../lib/domain/checkout/delivery-slots';
import { $instructions, setInstructions } from '../../stores/checkout-slots';
import { useSay } from '../texts';
import type { CheckoutKey } from '../../lib/domain/i18n/island-keys';

/** For the rider: gate code, leave at the door (delivery orders only). */
export default function DeliveryInstructions() {
  const id = useId();
  const say = useSay<CheckoutKey>();
  const text = useStore($instructions);
  return (
    <div className="field co-instructions">
      <label className="field__label" htmlFor={id}>
        {say('slot.instructionsLabel')}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={2}
        maxLength={INSTRUCTIONS_MAX}
        value={text}
        aria-describedby={`${id}-hint`}
        placeholder={say('slot.instructionsHint')}
        onChange={(e) => setInstructions(e.target.value)}
        name="instructions"
      />
      <span id={`${id}-hint`} className="co-small">
        {text.length}/{INSTRUCTIONS_MAX}
      </span>
    </div>
  );
}
