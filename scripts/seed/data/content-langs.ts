/**
 * The seeded notifications and points offers in Kannada and Hindi (issue 34: both were English on
 * the Kannada and Hindi pages). Rows for notification_i18n and offer_i18n (migration 0020), by the
 * ids of content.ts; product names come from translations.ts, English where a product has none.
 */
import { FIXTURE_PRODUCTS } from '../fixtures';
import { productBySlug } from './products';
import { PRODUCT_NAMES } from './translations';

type Lang = 'kn' | 'hi';
const LANGS: readonly Lang[] = ['kn', 'hi'];

/** A product's name in the language: its translation, else its English name. */
function nameIn(slug: string, lang: Lang): string {
  const t = PRODUCT_NAMES[slug];
  return t ? t[lang === 'kn' ? 0 : 1] : productBySlug(slug).name;
}

const OFFER_NAMES: Record<number, readonly [kn: string, hi: string]> = {
  1: ['ಲಾಯಲ್ಟಿ ಬೊನಾಂಜಾ', 'लॉयल्टी बोनांज़ा'],
  2: ['ವಾರಾಂತ್ಯದ ಉಳಿತಾಯ', 'वीकेंड बचत'],
  3: ['ಹಬ್ಬದ ಪಾಯಿಂಟ್ ಸಂಭ್ರಮ', 'त्योहारी पॉइंट दावत'],
};

export function offerTranslations() {
  return Object.entries(OFFER_NAMES).flatMap(([id, names]) => LANGS.map((lang, i) => ({ offer_id: Number(id), lang, name: names[i]! })));
}

/** By notification id: [title, description] in Kannada, then in Hindi. */
function notificationWords(lang: Lang): Record<number, readonly [string, string]> {
  const deal = nameIn(FIXTURE_PRODUCTS.dealOfDay, lang);
  return lang === 'kn'
    ? {
        1: ['ಇಂದಿನ ಡೀಲ್ ಶುರುವಾಗಿದೆ', `${deal} ವಿಶೇಷ ಬೆಲೆಯಲ್ಲಿ, ಇಂದು ಮಧ್ಯರಾತ್ರಿಯವರೆಗೆ ಮಾತ್ರ.`],
        2: ['ಫ್ಲ್ಯಾಶ್ ಡೀಲ್: ಡೈರಿ ಮಿಲ್ಕ್ ಸಿಲ್ಕ್', 'ಫ್ಲ್ಯಾಶ್ ಬೆಲೆಯಲ್ಲಿ ಕೇವಲ 10 ಪ್ಯಾಕ್‌ಗಳು. ಬೇಗ ಖರೀದಿಸಿ!'],
        3: [`${OFFER_NAMES[1]![0]} ಬಂದಿದೆ`, 'ನಿಮ್ಮ ರಿವಾರ್ಡ್ ಪಾಯಿಂಟ್‌ಗಳಿಂದ ಹೆಚ್ಚಿನ ಉಳಿತಾಯ ಮತ್ತು ಒಂದು ಉಚಿತ ಉಡುಗೊರೆ ಪಡೆಯಿರಿ.'],
        4: ['ದೀಪಾವಳಿ ಧಮಾಕಾ ಶುರುವಾಗಿದೆ', 'ಹಬ್ಬಕ್ಕೆ ಸಿಹಿ, ಒಣಹಣ್ಣು, ಹಣತೆ ಮತ್ತು ಪೂಜಾ ಸಾಮಗ್ರಿಗಳು.'],
        5: ['ಬಂಗನಪಲ್ಲಿ ಮಾವಿನಹಣ್ಣು ಮತ್ತೆ ಬಂದಿದೆ', 'ಆಂಧ್ರಪ್ರದೇಶದ ಸಿಹಿಯಾದ, ನಾರಿಲ್ಲದ ಮಾವು, ಈಗ ಅಂಗಡಿಯಲ್ಲಿ.'],
        6: ['ಹೊಸ ಶಾಖೆ: ಎಚ್‌ಎಸ್‌ಆರ್ ಲೇಔಟ್‌ನಲ್ಲಿ ಆರ್ಡರ್ ಪಡೆದುಕೊಳ್ಳಿ', 'ನಮ್ಮ ಹೊಸ ಎಚ್‌ಎಸ್‌ಆರ್ ಲೇಔಟ್ ಶಾಖೆಯಿಂದ ನಿಮ್ಮ ಆರ್ಡರ್ ಪಡೆದುಕೊಳ್ಳಿ, ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ರಾತ್ರಿ 10 ರವರೆಗೆ.'],
      }
    : {
        1: ['आज की डील शुरू हो गई', `${deal} खास कीमत पर, आज आधी रात तक।`],
        2: ['फ़्लैश डील: डेयरी मिल्क सिल्क', 'फ़्लैश कीमत पर बस 10 पैक। जल्दी करें!'],
        3: [`${OFFER_NAMES[1]![1]} आ गया`, 'अपने रिवॉर्ड पॉइंट से ज़्यादा बचत और एक मुफ़्त तोहफ़ा पाएँ।'],
        4: ['दिवाली धमाका शुरू हो गया', 'त्योहार के लिए मिठाइयाँ, सूखे मेवे, दीये और पूजा का सामान।'],
        5: ['बंगनपल्ली आम वापस आ गए', 'आंध्र प्रदेश के मीठे, बिना रेशे वाले आम, अब स्टोर में।'],
        6: ['अब खुला: एचएसआर लेआउट में पिकअप', 'हमारी नई एचएसआर लेआउट शाखा से अपना ऑर्डर पिकअप करें, सुबह 10 से रात 10 बजे तक।'],
      };
}

/** Rows for notification_i18n: every seeded notification, in both languages. */
export function notificationTranslations(ids: readonly number[]) {
  return LANGS.flatMap((lang) => {
    const words = notificationWords(lang);
    return ids.map((id) => {
      const w = words[id];
      if (!w) throw new Error(`content-langs: no ${lang} words for notification ${id}`);
      return { notification_id: id, lang, title: w[0], description: w[1] };
    });
  });
}
