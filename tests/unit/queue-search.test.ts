import { describe, expect, it } from 'vitest';
import { escapeLike } from '../../functions/api/db/like';
import { readQueueSearch } from '../../src/lib/domain/staff/queue-search';

describe('what a clerk typed into the order search', () => {
  it('reads a mobile however it is written', () => {
    for (const typed of ['9845012345', '+91 98450 12345', '91-98450-12345', ' 98450 12345 ']) {
      expect(readQueueSearch(typed)).toEqual({ kind: 'mobile', mobile: '9845012345' });
    }
  });

  it('reads an order number whole, and its last 4 to 10 characters as a tail', () => {
    expect(readQueueSearch('HF20261128A1B2C3D4E5')).toEqual({ kind: 'number', exact: 'HF20261128A1B2C3D4E5', tail: null, id: null });
    expect(readQueueSearch('c3d4e5')).toEqual({ kind: 'number', exact: 'c3d4e5', tail: 'C3D4E5', id: null });
    expect(readQueueSearch('4e5')).toEqual({ kind: 'number', exact: '4e5', tail: null, id: null });
    expect(readQueueSearch('1234')).toEqual({ kind: 'number', exact: '1234', tail: '1234', id: 1234 });
    // eleven characters are no tail: too many orders end alike for less, too few customers read more
    expect(readQueueSearch('8A1B2C3D4E5')?.kind === 'number' && readQueueSearch('8A1B2C3D4E5')).toMatchObject({ tail: null });
  });

  it('reads words as a name, in any script, and refuses one letter or nothing', () => {
    expect(readQueueSearch('  Ravi   Gowda ')).toEqual({ kind: 'name', text: 'Ravi Gowda' });
    expect(readQueueSearch('ರವಿ')).toEqual({ kind: 'name', text: 'ರವಿ' });
    expect(readQueueSearch('R')).toBeNull();
  });

  it('reads 4 to 10 hex letters as a name and an order number tail alike (a number may end in "ABCD")', () => {
    expect(readQueueSearch('abcd')).toEqual({ kind: 'name', text: 'abcd', tail: 'ABCD' });
    expect(readQueueSearch('Deb')).toEqual({ kind: 'name', text: 'Deb' });
    expect(readQueueSearch('Bade')).toEqual({ kind: 'name', text: 'Bade', tail: 'BADE' });
    expect(readQueueSearch('Ravi')).toEqual({ kind: 'name', text: 'Ravi' });
    expect(readQueueSearch('   ')).toBeNull();
  });

  it("takes LIKE's wildcards literally", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
