/** How the console (English, as all staff screens) names a settlement difference; the page and the CSV say the same. */
import type { DifferenceKind } from './settlement-rules';
import { SETTLE_WITHIN_DAYS } from './settlement-rules';

export const DIFFERENCE_LABEL: Record<DifferenceKind, string> = {
  not_settled: `Not settled after ${SETTLE_WITHIN_DAYS} days`,
  unknown: 'Settled, but the store has no record',
  amount_differs: 'Amount differs',
};
