/**
 * How the goods reach the shopper: the one name the code says for it. The SPEC's wire and the
 * orders and subscription tables say `flag` (0 home delivery, 1 store pickup); the API's edges and
 * the db layer turn it with these two, and nothing inside reads the number (issue 27).
 */
export type DeliveryMode = 'delivery' | 'pickup';

export function deliveryModeOf(flag: 0 | 1 | number | null | undefined): DeliveryMode {
  return flag === 1 ? 'pickup' : 'delivery';
}

export function flagOf(mode: DeliveryMode): 0 | 1 {
  return mode === 'pickup' ? 1 : 0;
}
