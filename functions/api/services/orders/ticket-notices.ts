/**
 * A problem ticket moved (acknowledged, or resolved with a refund, a replacement or a refusal): the
 * shopper hears where it stands by SMS, WhatsApp or both, their choice (issue 32, docs/whatsapp.md),
 * in their language, with the words the ticket page uses. Sent after the move held (only the one
 * staff member whose move held gets here, so once); a failure is logged and the move stands.
 */
import { formatINR } from '../../../../src/lib/domain/money/money';
import { t } from '../../../../src/lib/domain/i18n/t';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { ticketSms } from '../../../../src/lib/domain/orders/ticket-sms';
import { ticketWhatsApp } from '../../../../src/lib/domain/orders/whatsapp-templates';
import { insertCustomerNotification } from '../../db/orders';
import type { TicketRow } from '../../db/orders';
import type { Env } from '../../env';
import { customerLang } from '../account/customer-lang';
import { sendUpdate } from './update-channels';
import * as clock from '../../lib/clock';

/** Where the ticket stands, in the shopper's words (as src/islands/problems/TicketList.tsx says it). */
export function ticketStateWords(ticket: TicketRow, lang: Lang): string {
  if (ticket.state !== 'resolved') return t(lang, `problem.state.${ticket.state}`);
  if (ticket.resolution === 'refund') {
    return t(lang, ticket.refund_method === 'cash' ? 'problem.res.refundCash' : 'problem.res.refund', {
      amount: formatINR(ticket.refund_amount ?? 0),
    });
  }
  if (ticket.resolution === 'replacement') {
    if (ticket.replacement_txnid) return t(lang, 'problem.res.replacementOrder', { txnid: ticket.replacement_txnid });
    return ticket.resolution_note
      ? t(lang, 'problem.res.replacement', { note: ticket.resolution_note })
      : t(lang, 'problem.res.replacementPlain');
  }
  return t(lang, 'problem.res.refused', { note: ticket.resolution_note ?? '' });
}

export async function notifyTicket(env: Env, ticket: TicketRow): Promise<void> {
  try {
    const who = await env.DB.prepare('SELECT phone FROM user WHERE id = ?1 AND deleted_at IS NULL')
      .bind(ticket.user_id)
      .first<{ phone: string }>();
    if (!who) return;
    const lang = await customerLang(env.DB, ticket.user_id);
    // a refund's one notice is this one (services/orders/refunds.ts sends none for a ticket's refund): in the
    // account's notifications too, as the order's "Refunded" notice would be; a replacement wrote its
    // own in the resolve batch
    if (ticket.state === 'resolved' && ticket.resolution === 'refund') {
      await insertCustomerNotification(
        env.DB,
        ticket.user_id,
        {
          title: t(lang, 'srv.ticket.resolved', { ticket: ticket.ticket_no }),
          description: ticketStateWords(ticket, lang),
          url: '/my-account/problems',
        },
        clock.now(),
      ).run();
    }
    await sendUpdate(
      env,
      { user_id: ticket.user_id, phone: who.phone, lang },
      {
        what: `ticket update (${ticket.state}) for ${ticket.ticket_no}`,
        // a registered DLT template per outcome (ticket-sms.ts): staff's free text stays on the ticket's page
        sms: (l) => ticketSms(ticket, l),
        whatsapp: (l) => ticketWhatsApp(ticket.ticket_no, ticketStateWords(ticket, l), l),
      },
    );
  } catch (err) {
    console.error(`ticket update for ${ticket.ticket_no} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}
