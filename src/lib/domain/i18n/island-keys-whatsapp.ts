/** The words of the order-updates setting (account page) and the checkout's WhatsApp box (issue 32). */
import type { MessageKey } from './en';

// prettier-ignore
export const ORDER_UPDATES_KEYS = [
  'wa.title', 'wa.lead', 'wa.channel.sms', 'wa.channel.whatsapp', 'wa.channel.both', 'wa.consent', 'wa.since', 'wa.save',
  'wa.saving', 'wa.failed', 'srv.wa.off',
] as const satisfies readonly MessageKey[];
export type OrderUpdatesKey = (typeof ORDER_UPDATES_KEYS)[number];

/** The checkout's box: part of the checkout island's words (CHECKOUT_KEYS). */
export const WHATSAPP_BOX_KEYS = ['wa.checkoutBox', 'wa.checkoutHint', 'wa.failed'] as const satisfies readonly MessageKey[];
export type WhatsAppBoxKey = (typeof WHATSAPP_BOX_KEYS)[number];
