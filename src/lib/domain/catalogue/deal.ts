import type { PricedProduct } from '../types';

type DealFields = Pick<PricedProduct, 'dealKind' | 'date' | 'to_date' | 'dealPrice' | 'max_count' | 'purchased_count'>;

/** A deal's window is open while date <= now < to_date (SPEC §4); at to_date exactly it is over. */
export function inDealWindow(p: Omit<DealFields, 'max_count' | 'purchased_count'>, now: number): boolean {
  if (!p.dealKind || p.date == null || p.to_date == null || p.dealPrice == null) return false;
  return now >= p.date && now < p.to_date;
}

/**
 * The deal price applies while the window is open and deal units remain: once max_count units are
 * bought the deal is sold out and the product sells at its regular price (a deal price with a Buy
 * Now that can only answer "Maximum order reached" would be a dead end).
 */
export function isDealActive(p: DealFields, now: number): boolean {
  return inDealWindow(p, now) && p.purchased_count < p.max_count;
}

/** Window still open but every deal unit bought: shown as "Deal sold out" beside the regular price. */
export function isDealSoldOut(p: DealFields, now: number): boolean {
  return inDealWindow(p, now) && p.purchased_count >= p.max_count;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** true once the window has closed */
  over: boolean;
}

export function dealCountdown(toDate: number, now: number): Countdown {
  const left = Math.max(0, toDate - now);
  const s = Math.floor(left / 1000);
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    over: left === 0,
  };
}

/** Two digits, as a clock shows them. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Deal units still on offer: max_count − purchased_count, never below 0. */
export function dealUnitsLeft(p: Pick<PricedProduct, 'max_count' | 'purchased_count'>): number {
  return Math.max(0, p.max_count - p.purchased_count);
}
