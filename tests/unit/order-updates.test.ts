/**
 * The channel rule for order updates (src/lib/domain/orders/order-updates.ts, docs/whatsapp.md): WhatsApp
 * only with an opt-in that stands, SMS whenever WhatsApp cannot carry the update, and the opt-in and
 * opt-out times a choice records.
 */
import { describe, expect, it } from 'vitest';
import { chooseChannel, DEFAULT_CHOICE, hasWhatsAppOptIn, noticeRoute, type NoticeChoice } from '../../src/lib/domain/orders/order-updates';

const T = Date.UTC(2026, 10, 29, 4, 0);
const optedIn = (channel: NoticeChoice['channel']): NoticeChoice => ({ channel, whatsapp_opt_in_at: T, whatsapp_opt_out_at: null });

describe('which channels carry an update', () => {
  it.each([
    ['sms, no opt-in', DEFAULT_CHOICE, true, { sms: true, whatsapp: false }],
    ['whatsapp, opted in', optedIn('whatsapp'), true, { sms: false, whatsapp: true }],
    ['both, opted in', optedIn('both'), true, { sms: true, whatsapp: true }],
    ['whatsapp without an opt-in', { ...DEFAULT_CHOICE, channel: 'whatsapp' as const }, true, { sms: true, whatsapp: false }],
    [
      'whatsapp, opted out after opting in',
      { channel: 'whatsapp' as const, whatsapp_opt_in_at: T, whatsapp_opt_out_at: T + 1 },
      true,
      { sms: true, whatsapp: false },
    ],
    ['whatsapp, WhatsApp off or no template', optedIn('whatsapp'), false, { sms: true, whatsapp: false }],
    ['both, WhatsApp off', optedIn('both'), false, { sms: true, whatsapp: false }],
  ])('%s', (_name, choice, ready, route) => {
    expect(noticeRoute(choice, ready)).toEqual(route);
  });
});

describe('what a choice records', () => {
  it('choosing WhatsApp records the opt-in; choosing it again keeps the first time', () => {
    const on = chooseChannel(DEFAULT_CHOICE, 'whatsapp', T);
    expect(on).toEqual({ channel: 'whatsapp', whatsapp_opt_in_at: T, whatsapp_opt_out_at: null });
    expect(chooseChannel(on, 'both', T + 5)).toEqual({ channel: 'both', whatsapp_opt_in_at: T, whatsapp_opt_out_at: null });
  });

  it('choosing SMS withdraws it at that moment; SMS without an opt-in records no opt-out', () => {
    const off = chooseChannel(optedIn('both'), 'sms', T + 10);
    expect(off).toEqual({ channel: 'sms', whatsapp_opt_in_at: T, whatsapp_opt_out_at: T + 10 });
    expect(hasWhatsAppOptIn(off)).toBe(false);
    expect(chooseChannel(DEFAULT_CHOICE, 'sms', T)).toEqual(DEFAULT_CHOICE);
  });

  it('opting in again after an opt-out, even in the same millisecond, stands', () => {
    const off = chooseChannel(optedIn('whatsapp'), 'sms', T + 10);
    const again = chooseChannel(off, 'whatsapp', T + 10);
    expect(hasWhatsAppOptIn(again)).toBe(true);
    expect(again.whatsapp_opt_in_at).toBe(T + 11);
    expect(again.whatsapp_opt_out_at).toBe(T + 10);
  });
});
