/**
 * The ticket update's SMS (src/lib/domain/orders/ticket-sms.ts): one DLT template per outcome, the English
 * word for word with only the {#var#} parts filled, each var short (operators cap a var's length),
 * and Kannada and Hindi texts that keep the same values. Staff's free text never goes into one.
 */
import { describe, expect, it } from 'vitest';
import { TICKET_SMS_TEMPLATES, ticketSms, ticketSmsKind, type TicketForSms } from '../../src/lib/domain/orders/ticket-sms';

const base: TicketForSms = {
  ticket_no: 'T-2026-000123',
  state: 'resolved',
  resolution: 'refund',
  refund_method: 'online',
  refund_amount: 8_050,
  replacement_txnid: null,
};

// prettier-ignore
const CASES: [string, TicketForSms, ReturnType<typeof ticketSmsKind>, string[]][] = [
  ['acknowledged', { ...base, state: 'acknowledged', resolution: null, refund_method: null, refund_amount: null }, 'acknowledged', ['T-2026-000123']],
  ['refunded online', base, 'refund', ['T-2026-000123', '₹80.50']],
  ['refunded in cash', { ...base, refund_method: 'cash' }, 'refundCash', ['T-2026-000123', '₹80.50']],
  ['a free replacement order', { ...base, resolution: 'replacement', refund_method: null, refund_amount: null, replacement_txnid: 'HF2611297105BA3C70' }, 'replacementOrder', ['T-2026-000123', 'HF2611297105BA3C70']],
  ['a replacement without an order', { ...base, resolution: 'replacement', refund_method: null, refund_amount: null }, 'replacement', ['T-2026-000123']],
  ['refused', { ...base, resolution: 'refused', refund_method: null, refund_amount: null }, 'refused', ['T-2026-000123']],
];

describe('ticket update SMS', () => {
  it.each(CASES)('%s: its own template, English word for word', (_, ticket, kind, vars) => {
    expect(ticketSmsKind(ticket)).toBe(kind);
    let i = 0;
    expect(ticketSms(ticket)).toBe(TICKET_SMS_TEMPLATES[kind].replace(/\{#var#\}/g, () => vars[i++]!));
    expect(i).toBe(vars.length);
    for (const v of vars) expect(v.length).toBeLessThanOrEqual(30);
  });

  it('Kannada and Hindi carry the same ticket, amount and order number', () => {
    for (const lang of ['kn', 'hi'] as const) {
      for (const [, ticket, kind, vars] of CASES) {
        const text = ticketSms(ticket, lang);
        expect(text, `${lang} ${kind}`).not.toBe(ticketSms(ticket, 'en'));
        for (const v of vars) expect(text, `${lang} ${kind}`).toContain(v);
        expect(text.endsWith('- HAATFR')).toBe(true);
      }
    }
  });
});
