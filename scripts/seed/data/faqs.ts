/**
 * The FAQs (SPEC §7 faq) in English, Kannada and Hindi (issue 34: all 8 were English on the Kannada
 * and Hindi pages). The promises they make come from the rules that keep them, so the FAQ, the
 * home's benefit strip, the cart and the checkout say the same thing: free delivery above
 * FREE_DELIVERY_ABOVE (src/lib/domain/cart/shipping.ts), the refund days (refund-rule.ts), the minimum
 * order and the delivery charge of the seeded settings.
 */
import { formatINR } from '../../../src/lib/domain/money/money';
import { FREE_DELIVERY_ABOVE } from '../../../src/lib/domain/cart/shipping';
import { RETURN_DAYS } from '../../../src/lib/domain/orders/refund-rule';
import { MIN_ORDER_PAISE, SHIPPING } from '../fixtures';
import { markedHtml } from '../marked-html';

const FREE = formatINR(FREE_DELIVERY_ABOVE);
const CHARGE = formatINR(SHIPPING.belowThreshold.price);
const MIN = formatINR(MIN_ORDER_PAISE);
const DAYS = RETURN_DAYS;

interface Faq {
  title: string;
  details: string;
}

/** [English, Kannada, Hindi] for each question, in the order shown */
const QUESTIONS: readonly (readonly [Faq, Faq, Faq])[] = [
  [
    {
      title: 'How soon will my order be delivered?',
      details: `In the delivery slot you choose at checkout: today or one of the next three days, in two-hour slots from 7 AM to 10 PM, from the Haat Fresh store nearest to your pincode. Delivery is free on orders above ${FREE}; below that it costs ${CHARGE}.`,
    },
    {
      title: 'ನನ್ನ ಆರ್ಡರ್ ಎಷ್ಟು ಬೇಗ ಬರುತ್ತದೆ?',
      details: `ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ನೀವು ಆರಿಸುವ ಡೆಲಿವರಿ ಸಮಯದಲ್ಲಿ: ಇಂದು ಅಥವಾ ಮುಂದಿನ ಮೂರು ದಿನಗಳಲ್ಲಿ ಒಂದು ದಿನ, ಬೆಳಿಗ್ಗೆ 7 ರಿಂದ ರಾತ್ರಿ 10 ರವರೆಗಿನ ಎರಡು ಗಂಟೆಗಳ ಸಮಯಗಳಲ್ಲಿ, ನಿಮ್ಮ ಪಿನ್‌ಕೋಡ್‌ಗೆ ಹತ್ತಿರದ ಹಾಟ್ ಫ್ರೆಶ್ ಅಂಗಡಿಯಿಂದ. ${FREE} ಕ್ಕಿಂತ ಹೆಚ್ಚಿನ ಆರ್ಡರ್‌ಗಳಿಗೆ ಡೆಲಿವರಿ ಉಚಿತ; ಅದಕ್ಕಿಂತ ಕಡಿಮೆ ಇದ್ದರೆ ${CHARGE} ಡೆಲಿವರಿ ಶುಲ್ಕ.`,
    },
    {
      title: 'मेरा ऑर्डर कितनी जल्दी आएगा?',
      details: `चेकआउट पर आपके चुने डिलीवरी समय में: आज या अगले तीन दिनों में से किसी दिन, सुबह 7 से रात 10 बजे तक के दो-दो घंटे के समय में, आपके पिनकोड के सबसे नज़दीकी हाट फ्रेश स्टोर से। ${FREE} से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है; उससे कम पर ${CHARGE} डिलीवरी शुल्क लगता है।`,
    },
  ],
  [
    {
      title: 'Can I pick up my order from a store?',
      details:
        'Yes. Choose Store Pickup at checkout, select any of our six Bengaluru branches and a pickup window. We will keep your order ready; stores are open from 10 AM to 10 PM, all week. Pickup has no delivery charge.',
    },
    {
      title: 'ನನ್ನ ಆರ್ಡರ್ ಅನ್ನು ಅಂಗಡಿಯಲ್ಲಿ ಪಡೆದುಕೊಳ್ಳಬಹುದೇ?',
      details:
        'ಹೌದು. ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಅಂಗಡಿಯಲ್ಲಿ ಪಡೆದುಕೊಳ್ಳುವುದನ್ನು ಆರಿಸಿ, ನಮ್ಮ ಆರು ಬೆಂಗಳೂರು ಶಾಖೆಗಳಲ್ಲಿ ಒಂದನ್ನು ಮತ್ತು ಪಡೆದುಕೊಳ್ಳುವ ಸಮಯವನ್ನು ಆಯ್ಕೆಮಾಡಿ. ನಿಮ್ಮ ಆರ್ಡರ್ ಸಿದ್ಧವಾಗಿರುತ್ತದೆ; ಅಂಗಡಿಗಳು ವಾರದ ಎಲ್ಲಾ ದಿನ ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ರಾತ್ರಿ 10 ರವರೆಗೆ ತೆರೆದಿರುತ್ತವೆ. ಅಂಗಡಿಯಲ್ಲಿ ಪಡೆದುಕೊಂಡರೆ ಡೆಲಿವರಿ ಶುಲ್ಕವಿಲ್ಲ.',
    },
    {
      title: 'क्या मैं अपना ऑर्डर स्टोर से ले सकता/सकती हूँ?',
      details:
        'हाँ। चेकआउट पर स्टोर पिकअप चुनें, हमारी छह बेंगलुरु शाखाओं में से कोई एक और समय चुनें। आपका ऑर्डर तैयार रहेगा; स्टोर हफ़्ते के सातों दिन सुबह 10 से रात 10 बजे तक खुले रहते हैं। पिकअप पर कोई डिलीवरी शुल्क नहीं।',
    },
  ],
  [
    {
      title: 'Do you accept cash on delivery?',
      details: `Yes, you can pay in cash (or by UPI on the delivery person's phone) when your order arrives. The minimum order value is ${MIN}.`,
    },
    {
      title: 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಇದೆಯೇ?',
      details: `ಹೌದು, ಆರ್ಡರ್ ಬಂದಾಗ ನಗದು ಮೂಲಕ (ಅಥವಾ ಡೆಲಿವರಿ ಮಾಡುವವರ ಫೋನ್‌ನಲ್ಲಿ UPI ಮೂಲಕ) ಪಾವತಿಸಬಹುದು. ಕನಿಷ್ಠ ಆರ್ಡರ್ ಮೊತ್ತ ${MIN}.`,
    },
    {
      title: 'क्या कैश ऑन डिलीवरी है?',
      details: `हाँ, ऑर्डर पहुँचने पर आप नकद (या डिलीवरी वाले के फ़ोन पर UPI से) भुगतान कर सकते हैं। न्यूनतम ऑर्डर राशि ${MIN} है।`,
    },
  ],
  [
    {
      title: 'How do reward points work?',
      details:
        'You earn points on every online order and on bills at our stores when you give your mobile number. One point is worth about one rupee, and you can pay for a whole order with points from the cart.',
    },
    {
      title: 'ರಿವಾರ್ಡ್ ಪಾಯಿಂಟ್‌ಗಳು ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ?',
      details:
        'ಪ್ರತಿ ಆನ್‌ಲೈನ್ ಆರ್ಡರ್‌ಗೆ ಮತ್ತು ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನೀಡಿದಾಗ ನಮ್ಮ ಅಂಗಡಿಗಳ ಬಿಲ್‌ಗಳಿಗೆ ಪಾಯಿಂಟ್‌ಗಳು ಸಿಗುತ್ತವೆ. ಒಂದು ಪಾಯಿಂಟ್ ಸುಮಾರು ಒಂದು ರೂಪಾಯಿಗೆ ಸಮ; ಕಾರ್ಟ್‌ನಿಂದಲೇ ಇಡೀ ಆರ್ಡರ್ ಅನ್ನು ಪಾಯಿಂಟ್‌ಗಳಲ್ಲಿ ಪಾವತಿಸಬಹುದು.',
    },
    {
      title: 'रिवॉर्ड पॉइंट कैसे काम करते हैं?',
      details:
        'हर ऑनलाइन ऑर्डर पर, और मोबाइल नंबर देने पर हमारे स्टोर के बिलों पर आपको पॉइंट मिलते हैं। एक पॉइंट लगभग एक रुपये के बराबर है, और आप कार्ट से ही पूरे ऑर्डर का भुगतान पॉइंट से कर सकते हैं।',
    },
  ],
  [
    {
      title: 'What is your return policy?',
      details: `Unopened, undamaged products in their original packaging can be returned within ${DAYS} days of delivery for a refund. Fresh produce, dairy and bakery can be returned at the door if they are not fresh. Anything damaged, past its best-before date or not what you ordered is always refunded or replaced. Opened personal-care products cannot be returned.`,
    },
    {
      title: 'ಹಿಂತಿರುಗಿಸುವ ನಿಯಮವೇನು?',
      details: `ತೆರೆಯದ, ಹಾನಿಯಾಗದ, ಮೂಲ ಪ್ಯಾಕಿಂಗ್‌ನಲ್ಲೇ ಇರುವ ಉತ್ಪನ್ನಗಳನ್ನು ಡೆಲಿವರಿಯಾದ ${DAYS} ದಿನಗಳೊಳಗೆ ಹಿಂತಿರುಗಿಸಿ ಹಣ ಮರಳಿ ಪಡೆಯಬಹುದು. ತಾಜಾ ಹಣ್ಣು-ತರಕಾರಿ, ಹಾಲಿನ ಉತ್ಪನ್ನ ಮತ್ತು ಬೇಕರಿ ವಸ್ತುಗಳು ತಾಜಾ ಇಲ್ಲದಿದ್ದರೆ ಬಾಗಿಲಲ್ಲೇ ಹಿಂತಿರುಗಿಸಬಹುದು. ಹಾನಿಯಾದ, ಬಳಕೆಯ ಅವಧಿ ಮುಗಿದ ಅಥವಾ ನೀವು ಆರ್ಡರ್ ಮಾಡದ ವಸ್ತುಗಳಿಗೆ ಯಾವಾಗಲೂ ಹಣ ಮರಳಿ ಅಥವಾ ಬದಲಿ ವಸ್ತು ಸಿಗುತ್ತದೆ. ತೆರೆದ ವೈಯಕ್ತಿಕ ಆರೈಕೆಯ ಉತ್ಪನ್ನಗಳನ್ನು ಹಿಂತಿರುಗಿಸಲಾಗುವುದಿಲ್ಲ.`,
    },
    {
      title: 'सामान लौटाने का नियम क्या है?',
      details: `बिना खोले, बिना नुकसान वाले और असली पैकिंग में रखे उत्पाद डिलीवरी के ${DAYS} दिनों के भीतर लौटाकर पैसा वापस पा सकते हैं। ताज़े फल-सब्ज़ियाँ, डेयरी और बेकरी का सामान ताज़ा न हो तो दरवाज़े पर ही लौटा सकते हैं। खराब, इस्तेमाल की अवधि निकल चुका या आपके ऑर्डर से अलग सामान हमेशा बदला जाता है या उसका पैसा वापस मिलता है। व्यक्तिगत देखभाल के खुले हुए उत्पाद वापस नहीं होते।`,
    },
  ],
  [
    {
      title: 'Is online payment safe?',
      details:
        'Card and UPI payments are processed by a PCI-DSS certified payment provider. Haat Fresh never sees or stores your card number, and every payment is verified on our server before the order is confirmed.',
    },
    {
      title: 'ಆನ್‌ಲೈನ್ ಪಾವತಿ ಸುರಕ್ಷಿತವೇ?',
      details:
        'ಕಾರ್ಡ್ ಮತ್ತು UPI ಪಾವತಿಗಳನ್ನು PCI-DSS ಪ್ರಮಾಣೀಕೃತ ಪಾವತಿ ಸಂಸ್ಥೆ ನಿರ್ವಹಿಸುತ್ತದೆ. ಹಾಟ್ ಫ್ರೆಶ್ ನಿಮ್ಮ ಕಾರ್ಡ್ ಸಂಖ್ಯೆಯನ್ನು ನೋಡುವುದೂ ಇಲ್ಲ, ಇಟ್ಟುಕೊಳ್ಳುವುದೂ ಇಲ್ಲ; ಆರ್ಡರ್ ದೃಢೀಕರಿಸುವ ಮೊದಲು ಪ್ರತಿ ಪಾವತಿಯನ್ನು ನಮ್ಮ ಸರ್ವರ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಲಾಗುತ್ತದೆ.',
    },
    {
      title: 'क्या ऑनलाइन भुगतान सुरक्षित है?',
      details:
        'कार्ड और UPI भुगतान PCI-DSS प्रमाणित भुगतान कंपनी करती है। हाट फ्रेश आपका कार्ड नंबर न देखता है, न रखता है, और ऑर्डर कन्फ़र्म होने से पहले हर भुगतान हमारे सर्वर पर जाँचा जाता है।',
    },
  ],
  [
    {
      title: 'Can I change my delivery address after ordering?',
      details:
        'Call our care line before the order is out for delivery and we can change the address if the new pincode is served by the same store. You can save several addresses in My Account.',
    },
    {
      title: 'ಆರ್ಡರ್ ಮಾಡಿದ ನಂತರ ಡೆಲಿವರಿ ವಿಳಾಸ ಬದಲಿಸಬಹುದೇ?',
      details:
        'ಆರ್ಡರ್ ಡೆಲಿವರಿಗೆ ಹೊರಡುವ ಮೊದಲು ನಮ್ಮ ಗ್ರಾಹಕ ಸೇವೆಗೆ ಕರೆ ಮಾಡಿ; ಹೊಸ ಪಿನ್‌ಕೋಡ್‌ಗೆ ಅದೇ ಅಂಗಡಿ ಡೆಲಿವರಿ ಮಾಡುತ್ತಿದ್ದರೆ ವಿಳಾಸ ಬದಲಿಸುತ್ತೇವೆ. ನನ್ನ ಖಾತೆಯಲ್ಲಿ ಹಲವು ವಿಳಾಸಗಳನ್ನು ಉಳಿಸಬಹುದು.',
    },
    {
      title: 'क्या ऑर्डर के बाद डिलीवरी का पता बदल सकते हैं?',
      details:
        'ऑर्डर डिलीवरी के लिए निकलने से पहले हमारी ग्राहक सेवा को फ़ोन करें; नए पिनकोड पर वही स्टोर डिलीवरी करता हो तो हम पता बदल देंगे। ‘मेरा खाता’ में आप कई पते सहेज सकते हैं।',
    },
  ],
  [
    {
      title: 'Will I get a GST invoice?',
      details:
        'Yes. Every order comes with a GST tax invoice showing HSN codes, taxable value and CGST/SGST per item. Download it any time from My Orders.',
    },
    {
      title: 'ನನಗೆ GST ಸರಕುಪಟ್ಟಿ ಸಿಗುತ್ತದೆಯೇ?',
      details:
        'ಹೌದು. ಪ್ರತಿ ಆರ್ಡರ್‌ಗೆ HSN ಕೋಡ್, ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ ಮತ್ತು ಪ್ರತಿ ವಸ್ತುವಿನ CGST/SGST ಇರುವ GST ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ ಸಿಗುತ್ತದೆ. ನನ್ನ ಆರ್ಡರ್‌ಗಳಿಂದ ಯಾವಾಗ ಬೇಕಾದರೂ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ.',
    },
    {
      title: 'क्या मुझे GST इनवॉइस मिलेगा?',
      details:
        'हाँ। हर ऑर्डर के साथ GST टैक्स इनवॉइस मिलता है, जिसमें HSN कोड, कर योग्य मूल्य और हर वस्तु का CGST/SGST होता है। इसे ‘मेरे ऑर्डर’ से कभी भी डाउनलोड करें।',
    },
  ],
];

export const FAQS = QUESTIONS.map(([en], i) => ({ id: i + 1, ...en, sort: i + 1 }));

/** faq_i18n rows; the answers are HTML on the page, their Latin words ("UPI") marked English */
export const FAQ_TRANSLATIONS = QUESTIONS.flatMap(([, kn, hi], i) => [
  { faq_id: i + 1, lang: 'kn', title: kn.title, details: markedHtml(kn.details) },
  { faq_id: i + 1, lang: 'hi', title: hi.title, details: markedHtml(hi.details) },
]);
