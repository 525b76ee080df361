/**
 * Where each request's D1 session starts (issue 31) and what the bookmark cookie says: staff,
 * checkout and order placement, payments (the webhook too) and jobs at the primary; every other
 * request at the shopper's bookmark or anywhere. A shared answer never carries the cookie.
 */
import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_COOKIE,
  bookmarkCookie,
  bookmarkIn,
  bookmarkToSet,
  isSharedAnswer,
  openSession,
  type RequestSession,
  sessionStart,
} from '../../functions/api/lib/d1-sessions';

const BOOKMARK = '00000000-00000026-00000000-00000000000000000000000000000000';
const LATER = '00000000-00000027-00000000-00000000000000000000000000000000';

describe('sessionStart', () => {
  it.each([
    ['/api/staff/orders', 'the console'],
    ['/api/staff/catalogue/12', 'a catalogue change'],
    ['/api/staff/login', 'staff sign-in'],
    ['/api/order', 'placing an order'],
    ['/api/order/ORD123', 'reading the order back'],
    ['/api/orderCancel', 'cancelling'],
    ['/api/payments/create', 'starting a payment'],
    ['/api/payments/verify', 'verifying it'],
    ['/api/payments/webhook', "the provider's webhook"],
    ['/api/payment-attempts', 'payment attempts'],
    ['/api/cartPrice', "checkout's prices and stock"],
    ['/api/promocodeCheck', 'a coupon'],
    ['/api/subscriptions/4/resume', 'a subscription'],
    ['/api/dev/jobs/subscription-orders', 'a job run by hand'],
    ['/staff', 'the console page'],
    ['/staff/orders/12', 'a console page'],
    ['/checkout', 'the checkout page'],
    ['/order-success', 'the order placed page'],
  ])('%s (%s) starts at the primary', (path) => {
    expect(sessionStart(path)).toBe('first-primary');
  });

  it.each([
    ['/api/shop', 'the shop'],
    ['/api/search', 'search'],
    ['/api/cartInsert', 'a cart line (read back by its bookmark)'],
    ['/api/wishlistAdd', 'the wishlist'],
    ['/api/login', 'sign-in'],
    ['/api/staffing', 'not the console (only /api/staff/…)'],
    ['/api/orders-summary', 'not order placement'],
    ['/', 'home'],
    ['/shop/staples', 'a shelf'],
    ['/my-account', 'the account'],
    ['/checkouts', 'not checkout'],
  ])('%s (%s) starts anywhere (or at its bookmark)', (path) => {
    expect(sessionStart(path)).toBe('first-unconstrained');
  });
});

describe('the bookmark cookie', () => {
  it('is read from the Cookie header only when it looks like a bookmark', () => {
    expect(bookmarkIn(`sid=abc; ${BOOKMARK_COOKIE}=${BOOKMARK}; lang=kn`)).toBe(BOOKMARK);
    expect(bookmarkIn(`${BOOKMARK_COOKIE}=first-primary`)).toBeNull();
    expect(bookmarkIn(`${BOOKMARK_COOKIE}=${BOOKMARK}x`)).toBeNull();
    expect(bookmarkIn(`x${BOOKMARK_COOKIE}=${BOOKMARK}`)).toBeNull();
    expect(bookmarkIn('')).toBeNull();
    expect(bookmarkIn(null)).toBeNull();
  });

  it('is HttpOnly and SameSite=Lax, and Secure outside development', () => {
    const live = bookmarkCookie(BOOKMARK, false);
    expect(live).toBe(`${BOOKMARK_COOKIE}=${BOOKMARK}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`);
    expect(bookmarkCookie(BOOKMARK, true)).not.toMatch(/Secure/);
  });

  const session = (bookmark: string | null, carries = true): RequestSession => ({
    db: {} as D1Database,
    bookmark: () => bookmark,
    start: 'first-unconstrained',
    carries,
  });
  const ok = { shared: false, status: 200 };

  it('is set when the bookmark moved, not when it did not or no query was sent', () => {
    expect(bookmarkToSet(session(LATER), `${BOOKMARK_COOKIE}=${BOOKMARK}`, ok, false)).toBe(bookmarkCookie(LATER, false));
    expect(bookmarkToSet(session(LATER), null, ok, false)).toBe(bookmarkCookie(LATER, false));
    expect(bookmarkToSet(session(BOOKMARK), `${BOOKMARK_COOKIE}=${BOOKMARK}`, ok, false)).toBeNull();
    expect(bookmarkToSet(session(null), null, ok, false)).toBeNull();
  });

  it("never rides on a refusal, nor on the console's or the vitals beacon's answers", () => {
    expect(bookmarkToSet(session(LATER), null, { shared: false, status: 429 }, false)).toBeNull();
    expect(bookmarkToSet(session(LATER), null, { shared: false, status: 400 }, false)).toBeNull();
    expect(bookmarkToSet(session(LATER, false), null, ok, false)).toBeNull();
    const binding = { withSession: () => ({ prepare: () => null, batch: () => null, getBookmark: () => LATER }) } as unknown as D1Database;
    expect(openSession(binding, '/api/staff/login', null).carries).toBe(false);
    expect(openSession(binding, '/staff/orders/1', null).carries).toBe(false);
    expect(openSession(binding, '/api/vitals', null).carries).toBe(false);
    expect(openSession(binding, '/api/wishlistAdd', null).carries).toBe(true);
    expect(openSession(binding, '/api/order', null).carries).toBe(true);
  });

  it('never rides on an answer anyone may keep', () => {
    expect(bookmarkToSet(session(LATER), null, { shared: true, status: 200 }, false)).toBeNull();
    const page = (cc: string) => new Response('', { headers: { 'Cache-Control': cc } });
    expect(isSharedAnswer(page('public, max-age=30, s-maxage=60, stale-while-revalidate=300'))).toBe(true);
    expect(isSharedAnswer(page('s-maxage=60'))).toBe(true);
    expect(isSharedAnswer(page('private, no-store'))).toBe(false);
    expect(isSharedAnswer(new Response(''))).toBe(false);
  });
});
