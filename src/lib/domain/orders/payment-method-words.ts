/**
 * The payment modes' names as catalogue keys (SPEC §9's English is messages/en.json's pay.*): what the
 * confirmation e-mail and the invoice page say in the reader's language, looked up by the mode.
 */
import type { MessageKey } from '../i18n/en';
import type { PaymentMethod } from './order-status';

export const PAYMENT_METHOD_KEY = { cash: 'pay.cash', point: 'pay.point', online: 'pay.online' } as const satisfies Record<
  PaymentMethod,
  MessageKey
>;
