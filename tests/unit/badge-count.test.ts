import { describe, expect, it } from 'vitest';
import { badgeCount } from '../../src/lib/domain/cart/badge-count';

describe('a header badge', () => {
  it('says the count up to 99, then 99+', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
