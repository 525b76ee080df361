import type { PaymentChoice } from '../lib/domain/cart/shipping';
import { persistentAtom } from './persistent';

const CHOICES: readonly PaymentChoice[] = ['cash', 'point', 'online'];

/** The chosen payment mode (SPEC §4: cash by default; the cart's points modal may pick points). */
export const $payType = persistentAtom<PaymentChoice>('payType', 'cash', {
  encode: (v) => v,
  decode: (v) => ((CHOICES as readonly string[]).includes(v) ? (v as PaymentChoice) : 'cash'),
});

export function setPayType(choice: PaymentChoice): void {
  $payType.set(choice);
}
