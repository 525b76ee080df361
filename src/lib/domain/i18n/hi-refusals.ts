/** The API's refusals that had no catalogue text, in Hindi (en-refusals.ts). */
import type { RefusalKey } from './en-refusals';

export const HI_REFUSALS: Record<RefusalKey, string> = {
  'srv.life.alreadyMoved': 'यह ऑर्डर किसी और ने पहले ही {to} में भेज दिया है। देखने के लिए रिफ़्रेश करें।',
  'srv.life.noSuchMove': 'ऑर्डर {from} से {to} में नहीं जा सकता',
  'srv.life.roleCannot': 'आपकी भूमिका इस ऑर्डर को {to} में नहीं भेज सकती',
  'srv.life.reasonNeeded': 'कृपया रद्द करने का कारण बताएँ',
  'srv.life.riderNeeded': 'यह ऑर्डर भेजने के लिए राइडर चुनें',
  'srv.life.riderNotHere': 'वह राइडर इस शाखा में काम नहीं करता',
  'srv.life.changedMeanwhile': 'आपके देखते-देखते यह ऑर्डर बदल गया। देखने के लिए रिफ़्रेश करें।',
  'srv.staff.notFound': 'स्टाफ़ सदस्य नहीं मिला',
  'srv.staff.loginFailed': 'मोबाइल नंबर या पासवर्ड गलत है',
  'srv.staff.lockedForNewDevices':
    'आज इस खाते के लिए बहुत बार गलत पासवर्ड डाला गया। पहले इस्तेमाल किए गए डिवाइस से साइन इन करें, या मैनेजर से खाता अनलॉक करवाएँ।',
  'srv.featureOff.sms': 'SMS सेट नहीं किया गया है',
  'srv.featureOff.pos': 'स्टोर के बिल अभी उपलब्ध नहीं हैं।',
  'srv.staff.yourPasswordWrong': 'आपका अपना पासवर्ड गलत है',
  'srv.idempotency.used': 'यह Idempotency-Key पहले ही इस्तेमाल हो चुकी है',
  'srv.idempotency.invalid': 'अमान्य Idempotency-Key',
  'srv.form.invalidBody': 'अनुरोध का मुख्य भाग अमान्य है',
  'srv.cartChanged': 'आपका कार्ट बदल गया है। कृपया अपना कार्ट देखें।',
  'srv.cartQuantityUpdated': 'मात्रा अपडेट की गई',
  'srv.address.deleteByPost': 'पता हटाने के लिए POST इस्तेमाल करें',
  'srv.offerAddMore': 'यह ऑफ़र इस्तेमाल करने के लिए {amount} और जोड़ें',
  'srv.reorder.none': 'इनमें से कोई भी उत्पाद अभी आपके कार्ट में नहीं जोड़ा जा सकता',
  'srv.reorder.all': 'सभी उत्पाद आपके कार्ट में जोड़ दिए गए',
  'srv.reorder.some': '{total} में से {added} उत्पाद आपके कार्ट में जोड़े गए',
};
