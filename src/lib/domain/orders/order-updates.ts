/**
 * How order updates reach a shopper (issue 32, docs/whatsapp.md): SMS (the default), WhatsApp, or
 * both. WhatsApp goes only with an opt-in on record that was not withdrawn since; anything that
 * cannot go on WhatsApp (no opt-in, the feature off in this deploy, a message with no WhatsApp
 * template) goes by SMS, so choosing WhatsApp never leaves a shopper without their update.
 * Pure rules, shared by the account page, the checkout box and the Worker (the API's zod schema is
 * order-updates-schemas.ts, kept out of the shop-core chunk).
 */
export const NOTICE_CHANNELS = ['sms', 'whatsapp', 'both'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The shopper's choice as the user row holds it (migration 0038). */
export interface NoticeChoice {
  channel: NoticeChannel;
  /** when WhatsApp was last opted into (epoch ms), null when never */
  whatsapp_opt_in_at: number | null;
  /** when it was last withdrawn (epoch ms), null when never */
  whatsapp_opt_out_at: number | null;
}

export const DEFAULT_CHOICE: NoticeChoice = { channel: 'sms', whatsapp_opt_in_at: null, whatsapp_opt_out_at: null };

/** The English the API says (catalogue keys srv.wa.*); the browser branches on `code`. */
export const ORDER_UPDATES_MSG = {
  chooseChannel: 'Please choose SMS, WhatsApp or both',
  saved: {
    sms: 'Order updates will come by SMS',
    whatsapp: 'Order updates will come on WhatsApp',
    both: 'Order updates will come by SMS and on WhatsApp',
  } satisfies Record<NoticeChannel, string>,
  whatsappOff: 'Order updates on WhatsApp are not available right now. We will keep sending them by SMS.',
} as const;

/** Opted in, and not withdrawn since. */
export function hasWhatsAppOptIn(c: NoticeChoice): boolean {
  return c.whatsapp_opt_in_at != null && (c.whatsapp_opt_out_at == null || c.whatsapp_opt_out_at < c.whatsapp_opt_in_at);
}

/**
 * Which channels one update goes by. `whatsappReady`: the WhatsApp adapter is on in this deploy and
 * the update has a WhatsApp template; when WhatsApp cannot carry it, SMS does.
 */
export function noticeRoute(c: NoticeChoice, whatsappReady: boolean): { sms: boolean; whatsapp: boolean } {
  const whatsapp = c.channel !== 'sms' && hasWhatsAppOptIn(c) && whatsappReady;
  return { whatsapp, sms: c.channel !== 'whatsapp' || !whatsapp };
}

/**
 * The row after the shopper chooses `channel` at `now`: choosing WhatsApp (alone or with SMS)
 * records the opt-in unless one is already standing; choosing SMS alone withdraws it.
 */
export function chooseChannel(before: NoticeChoice, channel: NoticeChannel, now: number): NoticeChoice {
  if (channel === 'sms') {
    return {
      channel,
      whatsapp_opt_in_at: before.whatsapp_opt_in_at,
      whatsapp_opt_out_at: hasWhatsAppOptIn(before) ? now : before.whatsapp_opt_out_at,
    };
  }
  // a new opt-in is always later than the last withdrawal, even within the same millisecond
  const optIn = hasWhatsAppOptIn(before) ? before.whatsapp_opt_in_at : Math.max(now, (before.whatsapp_opt_out_at ?? 0) + 1);
  return { channel, whatsapp_opt_in_at: optIn, whatsapp_opt_out_at: before.whatsapp_opt_out_at };
}
