/**
 * Substitutes (issue 29, docs/packing.md): the clerk's refusals (the code's own English,
 * packing.ts PACK_MSG and substitutes.ts SUB_MSG), the shopper's question by SMS (its own DLT
 * template), notification and order page. Spread into en-packing.ts.
 */
export const EN_SUBSTITUTES = {
  'srv.pack.noSubstitute': 'Choose a substitute for {name} first',
  'srv.pack.awaitingShopper': 'Waiting for the shopper to answer about the substitute for {name}',
  'srv.pack.substituteDeclined': 'The shopper declined the substitute for {name}: pack it short or as ordered',
  'srv.subst.notReplace': 'The shopper did not choose Replace with similar for {name}',
  'srv.subst.otherShelf': '{sub} is not on the same shelf as {name}',
  'srv.subst.outOfStock': '{sub} is not in stock at this branch',
  'srv.subst.sameItem': 'Choose another product than the one ordered',
  'srv.subst.taken': '{name} already has a substitute',
  'srv.subst.closed': 'This question is closed',
  'sms.substituteAsk':
    'Haat Fresh order {order}: {sub} instead of {name}, {more} more. Accept or decline within {minutes} minutes: {url} - HAATFR',
  'notice.substituteTitle': 'A similar item for your order',
  'notice.substituteAsk': '{sub} instead of {name}, {more} more — Accept / Decline',
  'order.sub.ask': '{sub} instead of {name}, {more} more',
  'order.sub.fallback': 'With no answer in {minutes} minutes we pack it at the lower price.',
  'order.sub.accept': 'Accept',
  'order.sub.decline': 'Decline',
  'order.sub.saved': 'Thank you, your answer is saved.',
  'order.sub.offline': 'No connection. Nothing was changed; please try again.',
  'order.sub.replaced': 'Replaced by {sub} × {qty}',
} as const;
