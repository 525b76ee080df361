/**
 * Packing (issue 29, docs/packing.md): the refusals a clerk reads when a packing mark cannot be true
 * (the code's own English, src/lib/domain/orders/packing.ts PACK_MSG) and what the shopper's order page says
 * changed at packing. Spread at the end of en.ts.
 */
import { EN_SUBSTITUTES } from './en-substitutes';

export const EN_PACKING = {
  'srv.pack.tooMany': 'You can pack 0 to {qty} of {name}, the quantity ordered',
  'srv.pack.weightOutside': 'The weight of {name} must be between {min} g and {max} g',
  'srv.pack.notWeighed': '{name} is not sold by weight',
  'srv.pack.skipMeansNone': 'The shopper chose Skip for {name}: pack all of it or none',
  'srv.pack.notThisOrder': 'That item is not part of this order',
  'srv.pack.savedElsewhere': 'Another clerk saved this packing first: reload to see their marks',
  'srv.pack.notAllMarked': 'Mark every line before finishing: {name} is not marked yet',
  'order.packing.title': 'Changed at packing',
  'order.packing.packedOf': 'Packed {packed} of {ordered}',
  'order.packing.weighed': 'Weighed {grams} g',
  'order.packing.wasNow': 'Order total was {was}, now {now}',
  'order.packing.pointsWasNow': 'Points were {was}, now {now}',
  'order.packing.refund': 'Refund for items not packed: {amount}',
  'order.packing.refundPending': 'on its way',
  'order.packing.refundDone': 'processed',
  ...EN_SUBSTITUTES,
} as const;
