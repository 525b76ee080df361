import type { WhatsAppMessage } from '../../../../src/lib/domain/orders/whatsapp-templates';

export type { WhatsAppMessage };

export interface WhatsAppProvider {
  /** Sends one approved template message to a 10-digit Indian mobile number; rejects when it could not. */
  send(phone: string, message: WhatsAppMessage): Promise<void>;
}
