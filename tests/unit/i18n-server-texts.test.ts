import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '../../src/lib/domain/account/account-schemas';
import { minimumOrderMessage } from '../../src/lib/domain/cart/cart-total';
import { couponMinimumMessage } from '../../src/lib/domain/checkout/coupon';
import { couponUsedUpMessage } from '../../src/lib/domain/checkout/coupon-limits';
import { en } from '../../src/lib/domain/i18n/catalogues';
import { CATALOGUES } from '../../src/lib/domain/i18n/catalogues';
import { sayIn, t } from '../../src/lib/domain/i18n/t';
import type { Said } from '../../src/lib/domain/i18n/said';
import { said } from '../../src/lib/domain/i18n/said';
import { LIFE_MSG } from '../../src/lib/domain/orders/order-life';
import {
  CONFIRMED_WITH_SLOT_SMS,
  ORDER_SMS_TEMPLATES,
  orderConfirmationEmail,
  orderNotice,
  orderSms,
  PAYMENT_REFUNDED_SMS,
  paymentRefundedSms,
  type OrderNoticeEvent,
} from '../../src/lib/domain/orders/order-messages';
import { ORDER_UPDATES_MSG } from '../../src/lib/domain/orders/order-updates';
import { OTP_TEMPLATE, otpMessage } from '../../src/lib/domain/account/otp-template';
import { refundLine } from '../../src/lib/domain/checkout/payment-intent';
import { tooManyPaymentsMessage, UNPAID_HOLD_CAPS, unpaidHoldProblem } from '../../src/lib/domain/checkout/unpaid-holds';
import { orderStillOpenMessage } from '../../src/lib/domain/account/privacy-messages';
import { freeDeliveryNote } from '../../src/lib/domain/cart/shipping';
import { slotLabelIn } from '../../src/lib/domain/checkout/slot-label';
import { BACK_IN_STOCK_SMS, backInStockNotice, backInStockSms } from '../../src/lib/domain/catalogue/stock-alert';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { outOfStockMessage, onlyLeftMessage, SIZE_GONE_AT_CHECKOUT } from '../../functions/api/services/checkout/checkout-rules';

/** English constants the code still keeps (schemas, the record's reasons): each is a catalogue text. */
const SAID_IN_ENGLISH: string[] = [
  LIFE_MSG.customerCancelled,
  LIFE_MSG.cannotCancel,
  LIFE_MSG.orderNotFound,
  FEATURE_OFF_MSG.onlinePayment,
  FEATURE_OFF_MSG.rewards,
  FEATURE_OFF_MSG.whatsapp,
  ORDER_UPDATES_MSG.chooseChannel,
  ...Object.values(ORDER_UPDATES_MSG.saved),
];

/** What the server's rules say, as key and params: the words are made where the answer is. */
const SAID_BY_RULES: Said[] = [
  couponUsedUpMessage(1),
  couponUsedUpMessage(3),
  couponMinimumMessage(50_000),
  minimumOrderMessage(100, 20_000)!,
  tooManyAttemptsMessage(1),
  tooManyAttemptsMessage(12),
  tooManyPaymentsMessage(0.5),
  tooManyPaymentsMessage(42),
  unpaidHoldProblem([{ name: 'Amul Gold 1 L', qty: UNPAID_HOLD_CAPS.lineUnits + 1 }])!,
  unpaidHoldProblem(Array.from({ length: 5 }, () => ({ name: 'Amul Gold 1 L', qty: UNPAID_HOLD_CAPS.lineUnits })))!,
  outOfStockMessage('Amul Gold 1 L'),
  onlyLeftMessage(2, 'Amul Gold 1 L'),
  SIZE_GONE_AT_CHECKOUT('India Gate Basmati'),
  refundLine(onlyLeftMessage(1, 'Amul Gold 1 L')),
  orderStillOpenMessage('HF261127C4529C4DAC'),
  freeDeliveryNote(10_000, [{ price: 0 }, { price: 3000 }] as never)!,
  freeDeliveryNote(200_000, [{ price: 0 }, { price: 3000 }] as never)!,
];

describe('server texts in the catalogues (issues 19 and 27)', () => {
  it('every English constant the server keeps is a catalogue text, so Kannada and Hindi shoppers read it in their language', () => {
    for (const english of SAID_IN_ENGLISH) {
      const key = (Object.keys(en) as (keyof typeof en)[]).find((k) => en[k] === english);
      expect(key, english).toBeDefined();
      const known = said(key!);
      expect(sayIn('en', known)).toBe(english);
      expect(sayIn('kn', known), english).not.toBe(english);
      expect(sayIn('hi', known), english).not.toBe(english);
    }
  });

  it('the counted English texts the server still makes are their keys filled in', () => {
    expect(sayIn('en', said('srv.hurryUp', { left: 4 }))).toBe('Hurry Up Only 4 products Left!!!');
    expect(sayIn('en', said('srv.rewardShort', { points: 120 }))).toBe('You have only 120 reward points');
  });

  it('a rule says a key with every param its text names, and Kannada and Hindi have words of their own for it', () => {
    for (const message of SAID_BY_RULES) {
      const english = sayIn('en', message);
      expect(english, message.key).not.toMatch(/\{\w+\}/);
      for (const lang of ['kn', 'hi'] as const) {
        expect(CATALOGUES[lang][message.key], `${lang} ${message.key}`).toBeTruthy();
        expect(sayIn(lang, message), `${lang} ${message.key}`).not.toMatch(/\{\w+\}/);
        expect(sayIn(lang, message), `${lang} ${message.key}`).not.toBe(english);
      }
    }
  });

  it('the English of a rule is what it always said, word for word', () => {
    expect(sayIn('en', onlyLeftMessage(2, 'Amul Gold 1 L'))).toBe('Only 2 left in stock for Amul Gold 1 L');
    expect(sayIn('en', couponUsedUpMessage(3))).toBe('You have already used this promocode 3 times');
    expect(sayIn('en', minimumOrderMessage(100, 20_000)!)).toBe('Minimum order amount is ₹200.00');
    expect(sayIn('en', refundLine(onlyLeftMessage(1, 'Amul Gold 1 L')))).toBe(
      'Only 1 left in stock for Amul Gold 1 L. No order was placed; the money goes back to your original payment method within 5-7 working days.',
    );
  });

  it('names stay, rupees stay en-IN, a param that is a message is said in the language too', () => {
    expect(sayIn('kn', onlyLeftMessage(2, 'Amul Gold 1 L'))).toBe('Amul Gold 1 L: ದಾಸ್ತಾನಿನಲ್ಲಿ ಇನ್ನು 2 ಮಾತ್ರ ಉಳಿದಿವೆ');
    expect(sayIn('hi', couponMinimumMessage(12_345_600))).toBe('इस प्रोमोकोड के लिए न्यूनतम ऑर्डर राशि ₹1,23,456.00 है');
    expect(sayIn('kn', refundLine(onlyLeftMessage(1, 'Amul Gold 1 L')))).toContain('Amul Gold 1 L: ದಾಸ್ತಾನಿನಲ್ಲಿ ಇನ್ನು 1 ಮಾತ್ರ ಉಳಿದಿವೆ');
  });

  it('the English SMS are the DLT templates word for word', () => {
    const events = Object.keys(ORDER_SMS_TEMPLATES) as OrderNoticeEvent[];
    for (const e of events) {
      const vars = e === 'Refunded' ? ['₹12.00', 'HF1'] : ['HF1'];
      let i = 0;
      expect(orderSms(e, 'HF1', 1200)).toBe(ORDER_SMS_TEMPLATES[e].replace(/\{#var#\}/g, () => vars[i++]!));
    }
    expect(orderSms('Confirmed', 'HF1', 0, 'Wed 25 Nov, 7–9 AM')).toBe(
      CONFIRMED_WITH_SLOT_SMS.replace('{#var#}', 'HF1').replace('{#var#}', 'Wed 25 Nov, 7–9 AM'),
    );
    expect(otpMessage('123456')).toBe(OTP_TEMPLATE.replace('{#var#}', '123456'));
    expect(backInStockSms('Nandini Milk')).toBe(BACK_IN_STOCK_SMS.replace('{#var#}', 'Nandini Milk'));
    expect(paymentRefundedSms('pay_Q1w2e3', 45_600)).toBe(
      PAYMENT_REFUNDED_SMS.replace('{#var#}', '₹456.00').replace('{#var#}', 'pay_Q1w2e3'),
    );
  });

  it('Kannada and Hindi SMS, notifications and e-mail: the customer’s words, money in en-IN digits', () => {
    expect(orderSms('Refunded', 'HF9', 123_456_00, null, 'kn')).toBe('ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ HF9 ಗಾಗಿ ₹1,23,456.00 ಮರುಪಾವತಿ ಮಾಡಲಾಗಿದೆ. - HAATFR');
    expect(orderSms('Out for delivery', 'HF9', 0, null, 'hi')).toBe(
      'आपका हाट फ्रेश ऑर्डर HF9 डिलीवरी के लिए निकल चुका है और जल्द ही आप तक पहुँचेगा। - HAATFR',
    );
    expect(otpMessage('654321', 'kn')).toMatch(/^654321 ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಪರಿಶೀಲನಾ ಕೋಡ್/);
    expect(orderNotice('Cancelled', 'HF9', 0, 'hi')).toEqual({
      title: 'ऑर्डर रद्द हुआ',
      description: 'आपका ऑर्डर HF9 रद्द कर दिया गया है।',
      url: '/hi/order-success/HF9',
    });
    expect(orderNotice('Cancelled', 'HF9')).toEqual({
      title: 'Order cancelled',
      description: 'Your order HF9 has been cancelled.',
      url: '/order-success/HF9',
    });
    expect(backInStockNotice('ನಂದಿನಿ ಹಾಲು', '/kn/p', 'kn')).toEqual({
      title: 'ಮತ್ತೆ ಲಭ್ಯವಿದೆ',
      description: 'ನಂದಿನಿ ಹಾಲು ಮತ್ತೆ ಲಭ್ಯವಿದೆ.',
      url: '/kn/p',
    });
    const mail = orderConfirmationEmail({
      txnid: 'HF9',
      storeName: 'Haat Fresh',
      firstName: '',
      lines: [{ name: 'Atta', attribute_name: '5 kg', qty: 2, line_total: 54_000 }],
      orderTotal: 123_456_00,
      totalPoints: 0,
      paymentLabel: t('hi', 'pay.cash'),
      pickup: true,
      invoiceUrl: '/hi/invoice-one/9',
      slot: slotLabelIn('hi', { day: '2026-11-25', start_min: 420, end_min: 540 }),
      lang: 'hi',
    });
    expect(mail.subject).toBe('आपका Haat Fresh ऑर्डर HF9 दर्ज हो गया है');
    expect(mail.body.split('\n')).toEqual([
      'नमस्ते,',
      '',
      'आपके ऑर्डर HF9 के लिए धन्यवाद।',
      '',
      '- Atta (5 kg) × 2: ₹540.00',
      '',
      'कुल: ₹1,23,456.00 (कैश ऑन डिलीवरी, स्टोर पिकअप)',
      'पिकअप का समय: बुधवार, 25 नवंबर 2026, सुबह 7–9',
      'इनवॉइस: /hi/invoice-one/9',
      '',
      '— Haat Fresh',
    ]);
  });

  it('the English e-mail reads as it always did, but for the "3-6 hours" its slot line contradicted (issue 34)', () => {
    const mail = orderConfirmationEmail({
      txnid: 'HF1',
      storeName: 'Haat Fresh',
      firstName: 'Asha',
      lines: [],
      orderTotal: 0,
      totalPoints: 40,
      paymentLabel: 'Reward points',
      pickup: false,
      invoiceUrl: '/invoice-one/1',
      slot: 'Wed 25 Nov, 7–9 AM',
      instructions: 'Ring twice',
    });
    expect(mail.subject).toBe('Your Haat Fresh order HF1 is placed');
    expect(mail.body).toContain('Hello Asha,\n\nThank you for your order HF1.\n');
    expect(mail.body).not.toMatch(/hours/);
    expect(mail.body).toContain(
      'Total: 40 reward points (Reward points, home delivery)\nDelivery slot: Wed 25 Nov, 7–9 AM\nDelivery instructions: Ring twice\nInvoice: /invoice-one/1',
    );
  });

  it("a slot in Kannada and Hindi: the pages' one date format, weekday first, hours by the part of the day (issue 34); English unchanged", () => {
    const slot = { day: '2026-11-25', start_min: 420, end_min: 540 };
    expect(slotLabelIn('en', slot)).toBe('Wed 25 Nov, 7–9 AM');
    expect(slotLabelIn('kn', slot)).toBe('ಬುಧವಾರ, 25 ನವೆಂಬರ್ 2026, ಬೆಳಿಗ್ಗೆ 7–9');
    expect(slotLabelIn('hi', slot)).toBe('बुधवार, 25 नवंबर 2026, सुबह 7–9');
    expect(slotLabelIn('kn', { day: '2026-11-25', start_min: 660, end_min: 780 })).toBe('ಬುಧವಾರ, 25 ನವೆಂಬರ್ 2026, ಬೆಳಿಗ್ಗೆ 11–ಮಧ್ಯಾಹ್ನ 1');
    expect(slotLabelIn('hi', { day: '2026-11-25', start_min: 1200, end_min: 1320 })).toBe('बुधवार, 25 नवंबर 2026, रात 8–10');
    expect(slotLabelIn('kn', { day: null, start_min: null, end_min: null })).toBeNull();
  });

  it('every English catalogue text for an SMS ends with the sender tag the operator registered', () => {
    for (const [k, v] of Object.entries(en)) if (k.startsWith('sms.')) expect(v, k).toMatch(/ - HAATFR$/);
  });
});
