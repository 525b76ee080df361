/** The staff console's account texts in Hindi (en-staff-accounts.ts). */
import type { StaffAccountKey } from './en-staff-accounts';

export const HI_STAFF_ACCOUNTS: Record<StaffAccountKey, string> = {
  'staffAcct.added': 'स्टाफ़ सदस्य जोड़ा गया: वे अब साइन इन कर सकते हैं',
  'staffAcct.mobileTaken': 'इस मोबाइल नंबर का स्टाफ़ खाता पहले से है',
  'staffAcct.nameNeeded': 'कृपया उनका नाम लिखें',
  'staffAcct.nameTooLong': 'कृपया नाम 60 अक्षरों से कम रखें',
  'staffAcct.roleNeeded': 'भूमिका चुनें: मैनेजर, शाखा क्लर्क या राइडर',
  'staffAcct.branchNeeded': 'वह शाखा चुनें जहाँ वे काम करते हैं',
  'staffAcct.switchedOff': 'बंद किया गया: वे साइन इन नहीं कर सकते और उनके सेशन खत्म हो गए हैं',
  'staffAcct.switchedOn': 'चालू किया गया: वे फिर से साइन इन कर सकते हैं',
  'staffAcct.alreadyOff': 'यह खाता पहले से बंद है',
  'staffAcct.alreadyOn': 'यह खाता पहले से चालू है',
  'staffAcct.notYourself': 'आप अपना खुद का खाता बंद नहीं कर सकते',
  'staffAcct.lastManager': 'यह आखिरी मैनेजर है: इसे बंद करने से पहले कोई दूसरा मैनेजर जोड़ें',
  'staffAcct.ownPasswordChanged': 'पासवर्ड बदल गया: आपके दूसरे सेशन खत्म हो गए हैं',
  'staffAcct.currentPasswordNeeded': 'कृपया अपना मौजूदा पासवर्ड लिखें',
  'staffAcct.currentPasswordWrong': 'आपका मौजूदा पासवर्ड गलत है',
  'staffAcct.samePassword': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
};
