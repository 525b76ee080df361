/**
 * One update to a shopper by the channels they chose (issue 32, docs/whatsapp.md): SMS, WhatsApp or
 * both, WhatsApp only with an opt-in on record. What cannot go on WhatsApp (no opt-in, WhatsApp off
 * in this deploy, no template for it) goes by SMS. Each channel's failure is logged and the other
 * still goes; nothing here ever undoes the move that caused the update.
 */
import { DEFAULT_CHOICE, hasWhatsAppOptIn, noticeRoute, type NoticeChoice } from '../../../../src/lib/domain/orders/order-updates';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import type { WhatsAppMessage } from '../../../../src/lib/domain/orders/whatsapp-templates';
import { findNoticeChoice } from '../../db/orders';
import type { Env } from '../../env';
import { smsLang, smsProvider } from '../../providers/sms';
import { whatsappLang, whatsappProvider } from '../../providers/whatsapp';

export interface UpdateTarget {
  user_id: number | null;
  /** 10-digit mobile */
  phone: string;
  lang: Lang;
}

export interface UpdateWords {
  /** for the log: "order SMS (Confirmed) for HF…" */
  what: string;
  /** the SMS in a language (the DLT template's) */
  sms(lang: Lang): string;
  /** the WhatsApp template message in a language, or null when the update has none */
  whatsapp(lang: Lang): WhatsAppMessage | null;
}

async function choiceOf(db: D1Database, userId: number | null): Promise<NoticeChoice> {
  return (userId ? await findNoticeChoice(db, userId) : null) ?? DEFAULT_CHOICE;
}

export async function sendUpdate(env: Env, to: UpdateTarget, words: UpdateWords): Promise<void> {
  if (!/^\d{10}$/.test(to.phone)) return;
  const choice = await choiceOf(env.DB, to.user_id);
  // the adapter is only asked for when this shopper wants WhatsApp (it logs FAIL CLOSED when off)
  const wa = choice.channel !== 'sms' && hasWhatsAppOptIn(choice) ? whatsappProvider(env) : null;
  const message = wa ? words.whatsapp(whatsappLang(env, to.lang)) : null;
  const route = noticeRoute(choice, message !== null);
  if (route.whatsapp && wa && message) {
    try {
      await wa.send(to.phone, message);
    } catch (err) {
      console.error(`${words.what}: WhatsApp ${message.template} not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  } else if (choice.channel !== 'sms' && hasWhatsAppOptIn(choice)) {
    console.warn(`${words.what}: sent by SMS, not WhatsApp (${wa ? 'no WhatsApp template for it' : 'WhatsApp is off in this deploy'})`);
  }
  if (route.sms) {
    try {
      await smsProvider(env).send(to.phone, words.sms(smsLang(env, to.lang)));
    } catch (err) {
      console.error(`${words.what}: SMS not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
