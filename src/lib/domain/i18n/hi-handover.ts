/** Proof at the door and the rider's cash, in Hindi (en-handover.ts). */
import type { EN_HANDOVER } from './en-handover';

export const HI_HANDOVER: Record<keyof typeof EN_HANDOVER, string> = {
  'srv.handover.codeNeeded': 'ग्राहक के पास जो 4 अंकों का कोड है, वह डालें',
  'srv.handover.codeWrong': 'यह कोड सही नहीं है। बचे प्रयास: {left}',
  'srv.handover.codeLocked': 'कई बार गलत कोड। यह ऑर्डर पूरा करने के लिए शाखा से कहें',
  'srv.handover.noCode': 'इस ऑर्डर का कोई कोड नहीं है। यह ऑर्डर पूरा करने के लिए शाखा से कहें',
  'srv.handover.overrideReason': 'कोड डालें, या बिना कोड पूरा करने का कारण बताएं',
  'srv.handover.cashNeeded': 'मिली नकदी डालें (देय राशि {due})',
  'srv.handover.cashAbove': 'मिली नकदी देय {due} से ज़्यादा नहीं हो सकती',
  'srv.handover.cashShortReason': 'बताएं कि {due} से कम क्यों मिला',
  'srv.handover.nothingToSettle': 'इस राइडर के लिए निपटाने को कुछ नहीं है',
  'srv.handover.countedReason': 'बताएं कि गिनी गई नकदी {cash} क्यों नहीं है',
  'srv.handover.countedNeeded': 'गिनी गई नकदी डालें',
  'srv.handover.cashInvalid': 'मिली नकदी रुपये और पैसे में डालें',
  'srv.handover.sheetChanged': 'यह शीट इस बीच निपटा दी गई या बदल गई। देखने के लिए रीफ़्रेश करें।',
  'srv.handover.riderNotFound': 'राइडर नहीं मिला',
  'srv.handover.settled': 'नकदी सौंपना पक्का हुआ',
  'order.handover.deliveryCode': 'डिलीवरी कोड',
  'order.handover.pickupCode': 'पिकअप कोड',
  'order.handover.deliveryHint': 'ऑर्डर पहुंचने पर यह कोड राइडर को बताएं, उससे पहले नहीं।',
  'order.handover.pickupHint': 'ऑर्डर लेने के लिए काउंटर पर यह कोड दिखाएं।',
  'sms.outForDeliveryCode': 'आपका हाट फ्रेश ऑर्डर {order} डिलीवरी के लिए निकल चुका है। दरवाज़े पर राइडर को कोड {code} दें। - HAATFR',
  'sms.readyForPickupCode': 'आपका हाट फ्रेश ऑर्डर {order} पिकअप के लिए तैयार है। काउंटर पर कोड {code} दिखाएं। - HAATFR',
  'notice.outForDeliveryCode': 'आपका ऑर्डर {order} रास्ते में है। दरवाज़े पर राइडर को कोड {code} दें।',
  'notice.readyForPickupCode': 'आपका ऑर्डर {order} लेने के लिए तैयार है। काउंटर पर कोड {code} दिखाएं।',
};
