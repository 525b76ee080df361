/**
 * Proof at the door and the rider's cash (issue 29, docs/delivery.md): the refusals a rider or
 * clerk reads (word for word the English of src/lib/domain/orders/handover.ts HANDOVER_MSG), the code on
 * the shopper's order page and the out-for-delivery / ready-for-pickup texts that carry it.
 * Spread at the end of en.ts.
 */
export const EN_HANDOVER = {
  'srv.handover.codeNeeded': 'Type the 4-digit code the customer has',
  'srv.handover.codeWrong': 'That code is not right. Tries left: {left}',
  'srv.handover.codeLocked': 'Too many wrong codes. Ask the branch to complete this order',
  'srv.handover.noCode': 'This order has no code. Ask the branch to complete this order',
  'srv.handover.overrideReason': 'Type the code, or give a reason for completing without it',
  'srv.handover.cashNeeded': 'Enter the cash collected ({due} due)',
  'srv.handover.cashAbove': 'The cash collected cannot be more than the {due} due',
  'srv.handover.cashShortReason': 'Say why less than {due} was collected',
  'srv.handover.nothingToSettle': 'There is nothing to settle for this rider',
  'srv.handover.countedReason': 'Say why the cash counted is not {cash}',
  'srv.handover.countedNeeded': 'Enter the cash counted',
  'srv.handover.cashInvalid': 'Enter the cash collected in rupees and paise',
  'srv.handover.sheetChanged': 'This sheet was settled or changed meanwhile. Refresh to see it.',
  'srv.handover.riderNotFound': 'Rider not found',
  'srv.handover.settled': 'Cash handover confirmed',
  'order.handover.deliveryCode': 'Delivery code',
  'order.handover.pickupCode': 'Pickup code',
  'order.handover.deliveryHint': 'Tell the rider this code when your order reaches you, not before.',
  'order.handover.pickupHint': 'Show this code at the counter to collect your order.',
  'sms.outForDeliveryCode': 'Your Haat Fresh order {order} is out for delivery. Give code {code} to the rider at the door. - HAATFR',
  'sms.readyForPickupCode': 'Your Haat Fresh order {order} is ready for pickup. Show code {code} at the counter. - HAATFR',
  'notice.outForDeliveryCode': 'Your order {order} is on its way. Give code {code} to the rider at the door.',
  'notice.readyForPickupCode': 'Your order {order} is ready to collect. Show code {code} at the counter.',
} as const;
