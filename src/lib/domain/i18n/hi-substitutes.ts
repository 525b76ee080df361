/** Substitute texts in Hindi (en-substitutes.ts). */
import type { EN_SUBSTITUTES } from './en-substitutes';

export const HI_SUBSTITUTES: Record<keyof typeof EN_SUBSTITUTES, string> = {
  'srv.pack.noSubstitute': 'पहले {name} के लिए कोई विकल्प चुनें',
  'srv.pack.awaitingShopper': '{name} के विकल्प पर ग्राहक के जवाब का इंतज़ार है',
  'srv.pack.substituteDeclined': 'ग्राहक ने {name} का विकल्प मना कर दिया: कम या ऑर्डर के अनुसार पैक करें',
  'srv.subst.notReplace': 'ग्राहक ने {name} के लिए "मिलते-जुलते से बदलें" नहीं चुना',
  'srv.subst.otherShelf': '{sub} उसी शेल्फ़ का नहीं है जिसका {name} है',
  'srv.subst.outOfStock': '{sub} इस शाखा में स्टॉक में नहीं है',
  'srv.subst.sameItem': 'ऑर्डर किए गए सामान से अलग कोई उत्पाद चुनें',
  'srv.subst.taken': '{name} के लिए पहले से एक विकल्प है',
  'srv.subst.closed': 'यह सवाल बंद हो चुका है',
  'sms.substituteAsk': 'हाट फ्रेश ऑर्डर {order}: {name} की जगह {sub}, {more} ज़्यादा। {minutes} मिनट में स्वीकार या मना करें: {url} - HAATFR',
  'notice.substituteTitle': 'आपके ऑर्डर के लिए मिलता-जुलता सामान',
  'notice.substituteAsk': '{name} की जगह {sub}, {more} ज़्यादा — स्वीकार / मना करें',
  'order.sub.ask': '{name} की जगह {sub}, {more} ज़्यादा',
  'order.sub.fallback': '{minutes} मिनट में जवाब न मिलने पर हम इसे कम दाम पर पैक करेंगे।',
  'order.sub.accept': 'स्वीकार करें',
  'order.sub.decline': 'मना करें',
  'order.sub.saved': 'धन्यवाद, आपका जवाब सहेज लिया गया है।',
  'order.sub.offline': 'कनेक्शन नहीं है। कुछ नहीं बदला; कृपया फिर से कोशिश करें।',
  'order.sub.replaced': '{sub} × {qty} से बदला गया',
};
