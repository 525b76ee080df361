import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { INSTRUCTIONS_MAX } from '../../lib/domain/delivery-slots';
import { SLOT_MSG } from '../../lib/domain/slot-messages';
import { $instructions, setInstructions } from '../../stores/checkout-slots';

/** For the rider: gate code, leave at the door (delivery orders only). */
export default function DeliveryInstructions() {
  const id = useId();
  const text = useStore($instructions);
  return (
    <div className="field co-instructions">
      <label className="field__label" htmlFor={id}>{SLOT_MSG.instructionsLabel}</label>
      <textarea id={id} className="field__input" rows={2} maxLength={INSTRUCTIONS_MAX} value={text} aria-describedby={`${id}-hint`}
        placeholder={SLOT_MSG.instructionsHint} onChange={(e) => setInstructions(e.target.value)} name="instructions" />
      <span id={`${id}-hint`} className="co-small">{text.length}/{INSTRUCTIONS_MAX}</span>
    </div>
  );
}
