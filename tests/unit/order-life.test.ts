import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  canCustomerCancel,
  FINAL_STATUSES,
  isFinal,
  moveRefusal,
  ORDER_MOVES,
  type MoveActor,
} from '../../src/lib/domain/orders/order-life';
import { isOpen, ORDER_STATUSES, statusBadge, type OrderStatus } from '../../src/lib/domain/orders/order-status';

const ACTORS: MoveActor[] = ['manager', 'branch', 'rider', 'customer', 'system'];
const RIDER_ID = 7;

/**
 * The expected table, written out independently of ORDER_MOVES: for each (from, to) the actors that
 * may make the move, for a delivery order (d) and a pickup order (p). Missing pairs: nobody.
 */
const STORE = ['manager', 'branch'];
const EXPECTED: Record<string, { d?: string[]; p?: string[] }> = {
  'Pending>Confirmed': { d: STORE, p: STORE },
  'Pending>Cancelled': { d: [...STORE, 'customer'], p: [...STORE, 'customer'] },
  'Confirmed>Packed': { d: STORE, p: STORE },
  'Confirmed>Cancelled': { d: [...STORE, 'customer'], p: [...STORE, 'customer'] },
  'Packed>Out for delivery': { d: STORE },
  'Packed>Ready for pickup': { p: STORE },
  'Packed>Cancelled': { d: STORE, p: STORE },
  'Out for delivery>Completed': { d: [...STORE, 'rider'], p: [...STORE, 'rider'] },
  'Ready for pickup>Completed': { d: STORE, p: STORE },
};

describe('order life: every (from, to) pair for every actor', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      for (const flag of [0, 1] as const) {
        const allowed = EXPECTED[`${from}>${to}`]?.[flag === 0 ? 'd' : 'p'] ?? [];
        it(`${from} → ${to} (${flag === 0 ? 'delivery' : 'pickup'}): ${allowed.join(', ') || 'nobody'}`, () => {
          for (const role of ACTORS) {
            // a rider acts only on an order handed to them
            const refusal = moveRefusal({ status: from, deliveryMode: flag === 0 ? 'delivery' : 'pickup', rider_id: RIDER_ID }, to, {
              role,
              id: RIDER_ID,
            });
            expect({ role, allowed: refusal === null }).toEqual({ role, allowed: allowed.includes(role) });
          }
        });
      }
    }
  }

  it('the table has exactly the expected moves', () => {
    expect(ORDER_MOVES.map((m) => `${m.from}>${m.to}`).sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe('order life: refusals say why', () => {
  it('a move not in the table', () => {
    expect(moveRefusal({ status: 'Pending', deliveryMode: 'delivery' }, 'Packed', { role: 'manager' })).toBe('no_such_move');
  });
  it('a pickup order cannot go out for delivery, a delivery order is not ready for pickup', () => {
    expect(moveRefusal({ status: 'Packed', deliveryMode: 'pickup' }, 'Out for delivery', { role: 'branch' })).toBe('no_such_move');
    expect(moveRefusal({ status: 'Packed', deliveryMode: 'delivery' }, 'Ready for pickup', { role: 'branch' })).toBe('no_such_move');
  });
  it('a role that may not make the move', () => {
    expect(moveRefusal({ status: 'Pending', deliveryMode: 'delivery' }, 'Confirmed', { role: 'rider', id: 1 })).toBe('role');
    expect(moveRefusal({ status: 'Packed', deliveryMode: 'delivery' }, 'Cancelled', { role: 'customer' })).toBe('role');
  });
  it('a rider completes only an order handed to them', () => {
    const order = { status: 'Out for delivery', deliveryMode: 'delivery' as const, rider_id: 3 };
    expect(moveRefusal(order, 'Completed', { role: 'rider', id: 3 })).toBeNull();
    expect(moveRefusal(order, 'Completed', { role: 'rider', id: 4 })).toBe('not_your_order');
    expect(moveRefusal({ ...order, rider_id: null }, 'Completed', { role: 'rider', id: 3 })).toBe('not_your_order');
  });
});

describe('order life: what each person sees next', () => {
  it('a clerk on a packed delivery order: send out or cancel', () => {
    expect(allowedMoves({ status: 'Packed', deliveryMode: 'delivery' }, { role: 'branch' })).toEqual(['Out for delivery', 'Cancelled']);
  });
  it('a clerk on a packed pickup order: ready for pickup or cancel', () => {
    expect(allowedMoves({ status: 'Packed', deliveryMode: 'pickup' }, { role: 'branch' })).toEqual(['Ready for pickup', 'Cancelled']);
  });
  it('a rider on a pending order: nothing', () => {
    expect(allowedMoves({ status: 'Pending', deliveryMode: 'delivery' }, { role: 'rider', id: 1 })).toEqual([]);
  });
  it('final statuses allow nothing for anyone', () => {
    for (const status of FINAL_STATUSES) {
      expect(isFinal(status)).toBe(true);
      for (const role of ACTORS) expect(allowedMoves({ status, deliveryMode: 'delivery', rider_id: 1 }, { role, id: 1 })).toEqual([]);
    }
  });
  it('the shopper may cancel only while Pending or Confirmed', () => {
    expect(ORDER_STATUSES.filter(canCustomerCancel)).toEqual(['Pending', 'Confirmed']);
  });
});

describe('order life agrees with the badges and the open count', () => {
  it('every status has a badge; final statuses are not open', () => {
    const badges: Record<OrderStatus, string> = Object.fromEntries(ORDER_STATUSES.map((s) => [s, statusBadge(s)])) as Record<
      OrderStatus,
      string
    >;
    expect(badges).toEqual({
      Pending: 'warning',
      Confirmed: 'info',
      Packed: 'info',
      'Out for delivery': 'info',
      'Ready for pickup': 'info',
      Completed: 'success',
      Cancelled: 'danger',
    });
    for (const s of ORDER_STATUSES) expect(isOpen(s)).toBe(!isFinal(s));
  });
  it('every status in a move is a known status', () => {
    for (const m of ORDER_MOVES) {
      expect(ORDER_STATUSES).toContain(m.from);
      expect(ORDER_STATUSES).toContain(m.to);
    }
  });
});
