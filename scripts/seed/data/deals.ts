/**
 * Deal of the day and flash deals, with windows relative to the moment of seeding so a fresh seed
 * always shows live deals. Prices in rupees here; the builder converts to paise.
 */
import { FIXTURE_PRODUCTS } from '../fixtures';
import { HOUR, MINUTE, istMidnight, nextIstMidnight } from '../time';

export interface DealPlan {
  slug: string;
  is_type: 'deal_of_day' | 'flash_deal';
  /** deal price, ₹ (below the selling price) */
  amount: number;
  max_count: number;
  /** units already sold when the row is first written */
  purchased: number;
  /** 'today' = [today 00:00 IST, next midnight); 'tomorrow' = the day after; number = flash hours from now */
  window: 'today' | 'tomorrow' | number;
}

export const DEAL_PLANS: DealPlan[] = [
  { slug: FIXTURE_PRODUCTS.dealOfDay, is_type: 'deal_of_day', amount: 139, max_count: 30, purchased: 4, window: 'today' },
  {
    slug: 'surf-excel-easy-wash-detergent-powder-1-kg',
    is_type: 'deal_of_day',
    amount: 115,
    max_count: 40,
    purchased: 11,
    window: 'today',
  },
  { slug: 'britannia-good-day-cashew-cookies-200-g', is_type: 'deal_of_day', amount: 32, max_count: 50, purchased: 18, window: 'today' },
  { slug: 'happilo-california-almonds-200-g', is_type: 'deal_of_day', amount: 209, max_count: 25, purchased: 9, window: 'today' },
  { slug: 'nescafe-classic-instant-coffee-100-g', is_type: 'deal_of_day', amount: 279, max_count: 20, purchased: 6, window: 'today' },
  { slug: 'dettol-original-bathing-soap-4-x-125-g', is_type: 'deal_of_day', amount: 189, max_count: 30, purchased: 12, window: 'today' },
  { slug: 'shimla-apple-1-kg', is_type: 'deal_of_day', amount: 159, max_count: 40, purchased: 21, window: 'today' },
  { slug: 'madhur-pure-hygienic-sugar-1-kg', is_type: 'deal_of_day', amount: 47, max_count: 50, purchased: 30, window: 'today' },
  { slug: FIXTURE_PRODUCTS.dealSoldOut, is_type: 'deal_of_day', amount: 89, max_count: 20, purchased: 20, window: 'today' },
  { slug: FIXTURE_PRODUCTS.dealUpcoming, is_type: 'deal_of_day', amount: 259, max_count: 30, purchased: 0, window: 'tomorrow' },
  { slug: FIXTURE_PRODUCTS.flashDeal, is_type: 'flash_deal', amount: 69, max_count: 10, purchased: 0, window: 3 },
  { slug: 'kissan-fresh-tomato-ketchup-950-g', is_type: 'flash_deal', amount: 99, max_count: 25, purchased: 7, window: 2 },
  { slug: 'red-bull-energy-drink-250-ml', is_type: 'flash_deal', amount: 99, max_count: 30, purchased: 12, window: 4 },
  { slug: 'maggi-2-minute-masala-noodles-280-g', is_type: 'flash_deal', amount: 45, max_count: 50, purchased: 26, window: 5 },
  { slug: 'colgate-strong-teeth-toothpaste-200-g', is_type: 'flash_deal', amount: 89, max_count: 40, purchased: 15, window: 6 },
];

export function dealWindow(plan: DealPlan, now: number): { start: number; end: number } {
  if (plan.window === 'today') return { start: istMidnight(now), end: nextIstMidnight(now) };
  if (plan.window === 'tomorrow') {
    const start = nextIstMidnight(now);
    return { start, end: nextIstMidnight(start) };
  }
  return { start: now - 30 * MINUTE, end: now + plan.window * HOUR };
}
