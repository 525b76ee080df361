import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../src/lib/api/typed-core';

// the typed API modules key routes by Hono's path (`addressDelete/:id`); the request must carry the values
describe('routeUrl', () => {
  it('leaves a path without parameters as it is', () => {
    expect(routeUrl('login')).toBe('login');
    expect(routeUrl('account/consent', { json: { marketing: true } })).toBe('account/consent');
  });

  it('fills each :name from param, encoded', () => {
    expect(routeUrl('addressDelete/:id', { param: { id: '42' } })).toBe('addressDelete/42');
    expect(routeUrl('order/:txnid/substitutes/:line_id', { param: { txnid: 'HF/1 2', line_id: '7' } })).toBe(
      'order/HF%2F1%202/substitutes/7',
    );
  });

  it('appends the query', () => {
    expect(routeUrl('stockAlert/:id', { param: { id: '3' }, query: { branch: '2' } })).toBe('stockAlert/3?branch=2');
    expect(routeUrl('staff/products', { query: { q: 'dal & rice', limit: '50' } })).toBe('staff/products?q=dal+%26+rice&limit=50');
  });

  it('sends numbers as text and leaves absent values out', () => {
    expect(routeUrl('slots', { query: { mode: 'pickup', branch: 3, address_id: undefined } })).toBe('slots?mode=pickup&branch=3');
    expect(routeUrl('stockAlert/:product_id', { param: { product_id: '9' }, query: { branch: undefined } })).toBe('stockAlert/9');
  });
});
