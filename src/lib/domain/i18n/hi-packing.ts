/** Packing texts in Hindi (en-packing.ts). */
import type { EN_PACKING } from './en-packing';
import { HI_SUBSTITUTES } from './hi-substitutes';

export const HI_PACKING: Record<keyof typeof EN_PACKING, string> = {
  'srv.pack.tooMany': '{name}: 0 से {qty} तक ही पैक कर सकते हैं, जितना ऑर्डर किया गया',
  'srv.pack.weightOutside': '{name} का वज़न {min} ग्राम और {max} ग्राम के बीच होना चाहिए',
  'srv.pack.notWeighed': '{name} वज़न से नहीं बिकता',
  'srv.pack.skipMeansNone': '{name} के लिए ग्राहक ने "छोड़ दें" चुना है: पूरा पैक करें या बिल्कुल नहीं',
  'srv.pack.notThisOrder': 'यह सामान इस ऑर्डर में नहीं है',
  'srv.pack.savedElsewhere': 'किसी दूसरे कर्मचारी ने यह पैकिंग पहले सहेज ली: उनके निशान देखने के लिए पेज फिर से खोलें',
  'srv.pack.notAllMarked': 'पूरा करने से पहले हर पंक्ति पर निशान लगाएँ: {name} पर अभी निशान नहीं है',
  'order.packing.title': 'पैकिंग में बदला गया',
  'order.packing.packedOf': '{ordered} में से {packed} पैक किए गए',
  'order.packing.weighed': 'वज़न {grams} ग्राम',
  'order.packing.wasNow': 'ऑर्डर की राशि {was} थी, अब {now}',
  'order.packing.pointsWasNow': 'पॉइंट {was} थे, अब {now}',
  'order.packing.refund': 'पैक न हुए सामान का रिफ़ंड: {amount}',
  'order.packing.refundPending': 'रास्ते में है',
  'order.packing.refundDone': 'पूरा हुआ',
  ...HI_SUBSTITUTES,
};
