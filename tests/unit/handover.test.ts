import { describe, expect, it } from 'vitest';
import {
  CODE_TRIES,
  HANDOVER_MSG,
  cashDue,
  cashRefusal,
  cashRefusalText,
  codeFromRandom,
  handoverRefusal,
  isCodeShape,
  isLocked,
  sheetTotals,
  triesLeft,
} from '../../src/lib/domain/orders/handover';
import { handoverConfirmSchema } from '../../src/lib/domain/orders/handover-schema';
import { moveOrderSchema } from '../../src/lib/domain/staff/staff-schemas';
import { sayIn, t } from '../../src/lib/domain/i18n/t';
import { orderNotice, orderSms, OUT_FOR_DELIVERY_WITH_CODE_SMS, READY_WITH_CODE_SMS } from '../../src/lib/domain/orders/order-messages';

describe('the handover code', () => {
  it.each([
    [0, '0000'],
    [427, '0427'],
    [9_999, '9999'],
    [10_000, '0000'],
    [59_999, '9999'],
  ])('random %i makes %s', (n, code) => {
    expect(codeFromRandom(() => n)).toBe(code);
  });

  it('draws again at 60000 and above, so every code is equally likely', () => {
    const draws = [65_535, 60_000, 1_234];
    expect(codeFromRandom(() => draws.shift()!)).toBe('1234');
    // every value 0..59999 maps to each code exactly 6 times
    const seen = new Map<string, number>();
    for (let n = 0; n < 60_000; n++) {
      const c = codeFromRandom(() => n);
      seen.set(c, (seen.get(c) ?? 0) + 1);
    }
    expect(seen.size).toBe(10_000);
    expect(new Set(seen.values())).toEqual(new Set([6]));
  });

  it.each([
    ['0427', true],
    ['427', false],
    ['04275', false],
    ['04a7', false],
    ['', false],
  ])('%j is a code: %s', (s, ok) => expect(isCodeShape(s)).toBe(ok));

  it.each([
    [0, 5, false],
    [4, 1, false],
    [5, 0, true],
    [6, 0, true],
  ])('after %i wrong tries: %i left, locked %s', (tries, left, locked) => {
    expect(triesLeft(tries)).toBe(left);
    expect(isLocked(tries)).toBe(locked);
  });

  it('locks at 5', () => expect(CODE_TRIES).toBe(5));
});

describe('the cash at the door', () => {
  it('is due on a cash order only, as the order now totals', () => {
    expect(cashDue({ payment_method: 'cash', order_total: 45_600 })).toBe(45_600);
    expect(cashDue({ payment_method: 'online', order_total: 45_600 })).toBe(0);
    expect(cashDue({ payment_method: 'point', order_total: 0 })).toBe(0);
  });

  it.each([
    [45_600, 45_600, null, null],
    [45_600, 45_601, null, 'above'],
    [45_600, 45_000, null, 'shortReason'],
    [45_600, 45_000, '  ', 'shortReason'],
    [45_600, 45_000, 'No change for ₹6', null],
    [45_600, undefined, null, 'needed'],
    [45_600, -1, null, 'needed'],
    [45_600, 12.5, null, 'needed'],
    [0, undefined, null, null],
    [0, 0, null, null],
    [0, 100, null, 'above'],
  ] as const)('due %i, cash %s, reason %j: %s', (due, cash, reason, refusal) => {
    expect(cashRefusal(due, cash, reason)).toBe(refusal);
  });

  it('says the amount due in en-IN rupees', () => {
    expect(sayIn('en', cashRefusalText('above', 12_345_600))).toBe('The cash collected cannot be more than the ₹1,23,456.00 due');
    expect(sayIn('en', cashRefusalText('shortReason', 45_600))).toBe('Say why less than ₹456.00 was collected');
    expect(sayIn('en', cashRefusalText('needed', 45_600))).toBe('Enter the cash collected (₹456.00 due)');
  });
});

describe("the rider's sheet", () => {
  it('adds the deliveries, the cash and what was due', () => {
    expect(
      sheetTotals([
        { due: 45_600, cash: 45_600 },
        { due: 10_000, cash: 9_000 },
        { due: 0, cash: 0 },
      ]),
    ).toEqual({ deliveries: 3, cash: 54_600, due: 55_600 });
    expect(sheetTotals([])).toEqual({ deliveries: 0, cash: 0, due: 0 });
  });

  it.each([
    [0, 0, 0, null, 'nothing'],
    [2, 54_600, 54_600, null, null],
    [2, 54_600, 54_000, null, 'countedReason'],
    [2, 54_600, 54_000, 'Rider short ₹6', null],
    [2, 54_600, 55_000, 'Found ₹4 extra', null],
    [2, 54_600, -5, 'x', 'counted'],
  ] as const)('%i deliveries, cash %i, counted %i, reason %j: %s', (deliveries, cash, counted, reason, refusal) => {
    expect(handoverRefusal({ deliveries, cash }, counted, reason)).toBe(refusal);
  });
});

describe('what the edge takes', () => {
  it('a move takes a 4-digit code, whole paise and a reason', () => {
    expect(moveOrderSchema.safeParse({ from: 'Out for delivery', to: 'Completed', code: '0427', cash: 45_600 }).success).toBe(true);
    expect(moveOrderSchema.safeParse({ from: 'Out for delivery', to: 'Completed', code: '427' }).success).toBe(false);
    expect(moveOrderSchema.safeParse({ from: 'Out for delivery', to: 'Completed', cash: 456.5 }).success).toBe(false);
  });

  it('a confirmation takes whole paise counted', () => {
    expect(handoverConfirmSchema.safeParse({ as_of: 1, deliveries: 1, expected: 100, counted: 90, reason: 'x' }).success).toBe(true);
    expect(handoverConfirmSchema.safeParse({ as_of: 1, deliveries: 0, expected: 100, counted: 90 }).success).toBe(false);
    expect(handoverConfirmSchema.safeParse({ as_of: 1, deliveries: 1, expected: 100, counted: 9.5 }).success).toBe(false);
  });
});

describe('the words', () => {
  it('the English refusals are the catalogue word for word', () => {
    expect(sayIn('en', HANDOVER_MSG.codeWrong(3))).toBe(t('en', 'srv.handover.codeWrong', { left: 3 }));
    expect(HANDOVER_MSG.codeLocked).toBe(t('en', 'srv.handover.codeLocked'));
    expect(sayIn('en', HANDOVER_MSG.countedReason(100))).toBe(t('en', 'srv.handover.countedReason', { cash: '₹1.00' }));
  });

  it('the SMS with the code are their DLT templates; kn and hi carry the same code', () => {
    expect(orderSms('Out for delivery', 'HF1', 0, null, 'en', '0427')).toBe(
      OUT_FOR_DELIVERY_WITH_CODE_SMS.replace('{#var#}', 'HF1').replace('{#var#}', '0427'),
    );
    expect(orderSms('Ready for pickup', 'HF1', 0, null, 'en', '0427')).toBe(
      READY_WITH_CODE_SMS.replace('{#var#}', 'HF1').replace('{#var#}', '0427'),
    );
    expect(orderSms('Out for delivery', 'HF1', 0, null, 'kn', '0427')).toContain('0427');
    expect(orderSms('Ready for pickup', 'HF1', 0, null, 'hi', '0427')).toContain('0427');
    expect(orderNotice('Out for delivery', 'HF1', 0, 'hi', '0427').description).toContain('0427');
    // without a code (an order sent out before codes existed) the old text stays
    expect(orderSms('Out for delivery', 'HF1')).toBe('Your Haat Fresh order HF1 is out for delivery and will reach you soon. - HAATFR');
  });
});
