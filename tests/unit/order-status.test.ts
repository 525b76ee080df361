import { describe, expect, it } from 'vitest';
import { isOpen, ORDER_STATUSES, statusBadge } from '../../src/lib/domain/orders/order-status';

describe('order status badges (SPEC §2 dashboard)', () => {
  it.each([
    ['Pending', 'warning'],
    ['Completed', 'success'],
    ['Confirmed', 'info'],
    ['Out for delivery', 'info'],
    ['Ready for pickup', 'info'],
    ['Cancelled', 'danger'],
    ['Something new', 'info'],
  ])('%s → %s', (status, colour) => {
    expect(statusBadge(status)).toBe(colour);
  });

  it('knows its statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(7);
  });

  it('counts only unfinished orders as open', () => {
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(['Pending', 'Confirmed', 'Packed', 'Out for delivery', 'Ready for pickup']);
  });
});
