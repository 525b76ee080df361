import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersAsked, filtersFromSearch, filtersToQuery } from '../../src/islands/staff/queue-filters';
import { isGuestCacheablePath } from '../../src/server/guest-pages';
import { staffReturnPath } from '../../src/server/staff';

describe('staff console: where login sends you', () => {
  it.each([
    ['/staff/orders/12', '/staff/orders/12'],
    ['/staff?status=Pending&fulfilment=delivery', '/staff?status=Pending&fulfilment=delivery'],
    ['/staff/stock?q=rice', '/staff/stock?q=rice'],
    ['/staff', '/staff'],
    [null, '/staff'],
    ['', '/staff'],
    ['https://evil.example/staff', '/staff'],
    ['//evil.example/staff', '/staff'],
    ['/staffx', '/staff'],
    ['/my-account', '/staff'],
    ['/staff/login?next=/staff', '/staff'],
    ['/staff/../login', '/staff'],
  ])('%s → %s', (next, to) => {
    expect(staffReturnPath(next)).toBe(to);
  });
});

describe('staff console: queue filters in the address bar', () => {
  it('defaults to open orders and leaves empty filters out of the API query', () => {
    expect(filtersFromSearch('')).toEqual(EMPTY_FILTERS);
    expect(filtersAsked(EMPTY_FILTERS)).toEqual({ status: 'open' });
  });

  it('keeps "every status" in the address bar but not in the API query', () => {
    const every = { ...EMPTY_FILTERS, status: '' };
    expect(filtersAsked(every)).toEqual({});
    expect(filtersToQuery(every)).toBe('status=');
    expect(filtersFromSearch('?status=')).toEqual(every);
  });

  it('round-trips every filter', () => {
    const f = {
      status: 'Packed',
      fulfilment: 'pickup',
      date: '2026-11-24',
      payment: 'cash',
      slot_day: '2026-11-25',
      slot_start: '420',
      q: '9876543210',
      branch_id: '2',
      sort: 'slot',
    };
    expect(filtersFromSearch(`?${filtersToQuery(f)}`)).toEqual(f);
  });
});

describe('staff pages are never in the guest page cache', () => {
  it.each(['/staff', '/staff/login', '/staff/orders/1', '/staff/orders/1/pick-list', '/staff/stock'])('%s', (path) => {
    expect(isGuestCacheablePath(path)).toBe(false);
  });
});
