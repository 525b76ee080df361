/**
 * The shopper's choice of channel for order updates (issue 32, docs/whatsapp.md): read for the
 * account page and the checkout box, saved from either through POST /api/account/order-updates.
 * Choosing WhatsApp records the opt-in (when it was given); choosing SMS alone withdraws it at once.
 */
import { chooseChannel, hasWhatsAppOptIn, type NoticeChannel, type NoticeChoice } from '../../../../src/lib/domain/orders/order-updates';
import { findNoticeChoice, saveNoticeChoiceStatement } from '../../db/orders';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { whatsappOn } from '../../providers/whatsapp';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface OrderUpdatesState extends NoticeChoice {
  /** WhatsApp opted into and not withdrawn since */
  whatsapp_opted_in: boolean;
  /** false when WhatsApp is off in this deploy: only SMS is offered */
  whatsapp_available: boolean;
  phone: string;
}

export async function loadOrderUpdates(env: Env, userId: number): Promise<OrderUpdatesState> {
  const row = await findNoticeChoice(env.DB, userId);
  if (!row) throw new ShopError(said('srv.loginRequired'), 401);
  return { ...row, whatsapp_opted_in: hasWhatsAppOptIn(row), whatsapp_available: whatsappOn(env) };
}

/** Saves the choice; WhatsApp cannot be chosen while it is off here (503), SMS always can. */
export async function setOrderUpdates(env: Env, userId: number, channel: NoticeChannel, now = clock.now()): Promise<OrderUpdatesState> {
  if (channel !== 'sms' && !whatsappOn(env)) throw new ShopError(said('srv.wa.off'), 503);
  // two saves at once: each writes only over the choice it read, so the loser reads again and applies its own on top
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await findNoticeChoice(env.DB, userId);
    if (!before) throw new ShopError(said('srv.loginRequired'), 401);
    const after = chooseChannel(before, channel, now);
    const res = await saveNoticeChoiceStatement(env.DB, userId, before, after).run();
    if (res.meta.changes === 1) break;
  }
  return loadOrderUpdates(env, userId);
}
