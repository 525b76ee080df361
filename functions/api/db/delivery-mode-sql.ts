import { flagOf } from '../../../src/lib/domain/checkout/delivery-mode';

/**
 * The SQL side of deliveryModeOf (src/lib/domain/checkout/delivery-mode.ts): a `flag` column
 * (1 store pickup, else home delivery) read as the code's DeliveryMode, so a row arrives inner.
 */
export function deliveryModeSql(column: string): string {
  return `CASE ${column} WHEN ${flagOf('pickup')} THEN 'pickup' ELSE 'delivery' END`;
}
