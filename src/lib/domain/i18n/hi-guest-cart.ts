/** The guest cart's words in Hindi (en-guest-cart.ts). */
export const HI_GUEST_CART = {
  'buy.add': 'जोड़ें',
  'cartMerge.heading': 'आपके लॉगिन करते समय हमने आपका कार्ट फिर से जाँचा',
  'cartMerge.priceChanged': '{name}: अब कीमत {price} है (पहले {was} थी)',
  'cartMerge.capped': '{name}: अभी केवल {qty} खरीदे जा सकते हैं, इसलिए आपके कार्ट में {qty} हैं',
  'cartMerge.raised': '{name}: कम से कम {qty} खरीदने होते हैं, इसलिए आपके कार्ट में {qty} हैं',
  'cartMerge.unavailable': '{name} अभी उपलब्ध नहीं है, इसलिए इसे आपके कार्ट में नहीं जोड़ा गया',
  'cartMerge.failed': 'इस फ़ोन का कार्ट अभी आपके खाते में नहीं जुड़ पाया। यह यहीं रखा है, हम फिर से कोशिश करेंगे।',
  'signIn.otpHeading': 'OTP से लॉगिन करें',
  'signIn.otpLead': 'हम आपके मोबाइल पर एक कोड भेजेंगे। नए हैं? खाता बनाने के लिए इसी तरह अपना नंबर सत्यापित करें।',
  'signIn.passwordHeading': 'या अपने पासवर्ड से लॉगिन करें',
  'signIn.verify': 'सत्यापित करें और लॉगिन करें',
  'signIn.newNumber': '{mobile} हाट फ्रेश पर नया नंबर है। खाता बनाने के लिए इसे सत्यापित करें; आपका कार्ट इसी फ़ोन पर रहेगा।',
} as const;
