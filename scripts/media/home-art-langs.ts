/**
 * The home banner slides and ad tiles in Kannada and Hindi (issue 19): the same art as the English
 * (static-art.ts), with the words a Bengaluru shopper reads drawn in, written next to the English
 * pictures in src/assets (photo.kn.svg, mobile.hi.svg, image1.kn.svg). Brand names stay as printed.
 * Kannada and Devanagari run wider than English at the same size, so each text gets the largest
 * size, up to the English one, that fits the space left of the packs.
 */
import {
  ADS,
  ad,
  BANNERS,
  type BannerFit,
  type BannerSpec,
  desktopBanner,
  mobileBanner,
  promo,
  PROMOS,
  type TileWords,
} from './static-art';

export type ArtLang = 'kn' | 'hi';

export interface BannerWords {
  kicker: string;
  title: string[];
  sub: string;
  cta: string;
}

/** Width of a line in ems, by script (bold Kannada is the widest); combining signs take no room. */
export function ems(s: string): number {
  let w = 0;
  for (const c of s) {
    if (/[\p{M}\u200c\u200d]/u.test(c)) continue;
    if (c === ' ') w += 0.3;
    else if (/[\u0c80-\u0cff]/.test(c)) w += 0.9;
    else if (/[\u0900-\u097f]/.test(c)) w += 0.72;
    else w += 0.62;
  }
  return w;
}

/** The largest size up to `max` at which every line is at most `width` px wide. */
export function fitSize(lines: string[], max: number, width: number): number {
  const widest = Math.max(...lines.map(ems));
  return Math.max(10, Math.min(max, Math.floor(width / widest)));
}

const pillWidth = (label: string, size: number) => Math.round(ems(label) * size + size * 2);

/** A button label at most `max` px, room for its padding included. */
function ctaFit(label: string, size: number, max: number): { cta: number; ctaWidth: number } {
  const cta = Math.min(size, Math.floor(max / (ems(label) + 2)));
  return { cta, ctaWidth: pillWidth(label, cta) };
}

export function bannerFit(w: BannerWords): BannerFit {
  const desk = ctaFit(w.cta, 22, 420);
  const phone = ctaFit(w.cta, 18, 190);
  return {
    kicker: fitSize([w.kicker], 20, 560),
    title: fitSize(w.title, 52, 580),
    sub: fitSize([w.sub], 22, 580),
    cta: desk.cta,
    ctaWidth: desk.ctaWidth,
    mobileKicker: fitSize([w.kicker], 16, 520),
    mobileTitle: fitSize(w.title, 36, 520),
    mobileCta: phone.cta,
    mobileCtaWidth: phone.ctaWidth,
  };
}

function tileFit(w: TileWords, title: number, titleWidth: number, sub: number, subWidth: number, cta: number, ctaMax: number): TileWords {
  return {
    ...w,
    fit: { title: fitSize([w.title], title, titleWidth), sub: fitSize([w.sub], sub, subWidth), ...ctaFit(w.cta ?? '', cta, ctaMax) },
  };
}

/** The main slides' words, by the banner's English art name. */
export const BANNER_WORDS: Record<string, Record<ArtLang, BannerWords>> = {
  'fresh-harvest': {
    kn: { kicker: 'ಪ್ರತಿ ಬೆಳಿಗ್ಗೆ ತಾಜಾ', title: ['ತೋಟದ ತಾಜಾ ಹಣ್ಣು', 'ಮತ್ತು ತರಕಾರಿ'], sub: 'ಮುಂಜಾನೆ ಕಿತ್ತದ್ದು, ಅದೇ ದಿನ ನಿಮ್ಮ ಮನೆಗೆ.', cta: 'ಈಗ ಖರೀದಿಸಿ' },
    hi: { kicker: 'हर सुबह ताज़ा', title: ['खेत के ताज़े फल', 'और सब्ज़ियाँ'], sub: 'सुबह तोड़ी, उसी दिन आपके घर।', cta: 'ताज़ा ख़रीदें' },
  },
  'diwali-dhamaka': {
    kn: { kicker: 'ಬೆಳಕಿನ ಹಬ್ಬ', title: ['ದೀಪಾವಳಿ ಧಮಾಕಾ'], sub: 'ಸಿಹಿತಿಂಡಿ, ಒಣಹಣ್ಣು, ತುಪ್ಪ ಮತ್ತು ಪೂಜಾ ಸಾಮಗ್ರಿ.', cta: 'ಹಬ್ಬದ ಖರೀದಿ' },
    hi: { kicker: 'रोशनी का त्योहार', title: ['दिवाली धमाका'], sub: 'मिठाई, ड्राई फ्रूट्स, घी और पूजा सामग्री।', cta: 'त्योहार की ख़रीदारी' },
  },
  'todays-deals': {
    kn: { kicker: 'ದಿನದ ಡೀಲ್', title: ['ಇಂದಿನ ಡೀಲ್‌ಗಳು'], sub: 'ಪ್ರತಿ ಮಧ್ಯರಾತ್ರಿ ಹೊಸ ಬೆಲೆ. ಯೂನಿಟ್‌ಗಳು ಸೀಮಿತ!', cta: 'ಡೀಲ್ ಪಡೆಯಿರಿ' },
    hi: { kicker: 'दिन की डील', title: ['आज की डील'], sub: 'हर आधी रात नए दाम। सीमित स्टॉक!', cta: 'डील पाएँ' },
  },
};

/** The promo strips' words (the offer row below the slider). */
const PROMO_WORDS: Record<string, Record<ArtLang, TileWords>> = {
  'pickup-promo': {
    kn: { title: 'ಆರ್ಡರ್ ಮಾಡಿ, ಪಡೆದುಕೊಳ್ಳಿ', sub: 'ಬೆಂಗಳೂರಿನಾದ್ಯಂತ ಆರು ಮಳಿಗೆಗಳು.', cta: 'ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ' },
    hi: { title: 'ऑर्डर करें, ले जाएँ', sub: 'बेंगलुरु में छह स्टोर।', cta: 'और जानें' },
  },
  'points-promo': {
    kn: { title: 'ಪಾಯಿಂಟ್‌ಗಳಿಂದ ಪಾವತಿಸಿ', sub: 'ಪ್ರತಿ ಬಿಲ್‌ಗೆ ಗಳಿಸಿ, ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಬಳಸಿ.', cta: 'ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ' },
    hi: { title: 'पॉइंट्स से भुगतान', sub: 'हर बिल पर कमाएँ, चेकआउट पर भुनाएँ।', cta: 'और जानें' },
  },
};

const SHOP_NOW: Record<ArtLang, string> = { kn: 'ಈಗ ಖರೀದಿಸಿ', hi: 'अभी ख़रीदें' };

/** The ad tiles' words. */
const AD_WORDS: Record<string, Record<ArtLang, TileWords>> = {
  'dairy-morning': {
    kn: { title: 'ಬೆಳಗಿನ ಹೈನು', sub: 'ಬೆಳಿಗ್ಗೆ 7ರ ಒಳಗೆ ಹಾಲು, ಮೊಸರು, ಪನೀರ್' },
    hi: { title: 'सुबह की डेयरी', sub: 'सुबह 7 बजे से पहले दूध, दही और पनीर' },
  },
  'bakery-fresh': { kn: { title: 'ಒಲೆಯಿಂದ ತಾಜಾ', sub: 'ಮೃದುವಾದ ಬ್ರೆಡ್, ರಸ್ಕ್ ಮತ್ತು ಬನ್' }, hi: { title: 'ओवन से ताज़ा', sub: 'नरम ब्रेड, रस्क और बन' } },
  'staples-stock-up': {
    kn: { title: 'ದಿನಸಿ ತುಂಬಿಸಿಕೊಳ್ಳಿ', sub: 'ತಿಂಗಳಿಗೆ ಹಿಟ್ಟು, ಅಕ್ಕಿ, ಬೇಳೆ, ಎಣ್ಣೆ' },
    hi: { title: 'राशन भर लें', sub: 'महीने भर का आटा, चावल, दाल और तेल' },
  },
  'masala-magic': {
    kn: { title: 'ದಕ್ಷಿಣದ ಮಸಾಲೆಗಳು', sub: 'ಸಾಂಬಾರ್ ಪುಡಿ, ರಸಂ ಪುಡಿ ಮತ್ತು ಇನ್ನಷ್ಟು' },
    hi: { title: 'दक्षिण के मसाले', sub: 'सांभर पाउडर, रसम और भी बहुत कुछ' },
  },
  'home-clean': {
    kn: { title: 'ಹೊಳೆಯುವ ಸ್ವಚ್ಛ ಮನೆ', sub: 'ಡಿಟರ್ಜೆಂಟ್, ಡಿಶ್‌ವಾಶ್ ಮತ್ತು ಕ್ಲೀನರ್' },
    hi: { title: 'चमचमाता साफ़ घर', sub: 'डिटर्जेंट, डिशवॉश और क्लीनर' },
  },
  'baby-care': {
    kn: { title: 'ಮಗುವಿನ ಮೃದು ಆರೈಕೆ', sub: 'ಡೈಪರ್, ವೈಪ್ಸ್ ಮತ್ತು ಮಗುವಿನ ಆಹಾರ' },
    hi: { title: 'शिशु की कोमल देखभाल', sub: 'डायपर, वाइप्स और बेबी फ़ूड' },
  },
};

/** Which art each content file shows (src/assets/<collection>/<file>/<picture>.svg). */
const SLIDE_ART: { folder: string; banner?: string; promo?: string }[] = [
  { folder: 'farm-fresh-fruits-vegetables-delivered-today', banner: 'fresh-harvest' },
  { folder: 'diwali-dhamaka-sweets-dry-fruits-and-pooja-needs', banner: 'diwali-dhamaka' },
  { folder: 'today-s-deals-prices-drop-at-midnight', banner: 'todays-deals' },
  { folder: 'order-online-pick-up-at-your-nearest-haat-fresh', promo: 'pickup-promo' },
  { folder: 'pay-with-reward-points-on-every-order', promo: 'points-promo' },
];
const AD_ART: { folder: string; image1: string; image2: string }[] = [
  { folder: 'dairy-and-bakery', image1: 'dairy-morning', image2: 'bakery-fresh' },
  { folder: 'staples-and-masalas', image1: 'staples-stock-up', image2: 'masala-magic' },
  { folder: 'home-and-baby-care', image1: 'home-clean', image2: 'baby-care' },
];

export const ART_LANGS: ArtLang[] = ['kn', 'hi'];

/** Every Kannada and Hindi slide and ad-tile picture, keyed by its path from the repository root. */
export function homeArtInLanguages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of ART_LANGS) {
    for (const s of SLIDE_ART) {
      const dir = `src/assets/home-slides/${s.folder}`;
      if (s.banner) {
        const words = BANNER_WORDS[s.banner]![lang];
        const spec: BannerSpec = { ...BANNERS[s.banner]!, ...words, fit: bannerFit(words) };
        out[`${dir}/photo.${lang}.svg`] = desktopBanner(spec);
        out[`${dir}/mobile.${lang}.svg`] = mobileBanner(spec);
      } else {
        const p = PROMOS[s.promo!]!;
        out[`${dir}/photo.${lang}.svg`] = promo(
          p.bg,
          p.title,
          p.sub,
          p.art,
          tileFit(PROMO_WORDS[s.promo!]![lang], 34, 380, 18, 380, 16, 260),
        );
      }
    }
    for (const t of AD_ART) {
      for (const side of ['image1', 'image2'] as const) {
        const a = ADS[t[side]]!;
        const words = tileFit({ ...AD_WORDS[t[side]]![lang], cta: SHOP_NOW[lang] }, 32, 300, 17, 300, 16, 220);
        out[`src/assets/ad-tiles/${t.folder}/${side}.${lang}.svg`] = ad(a.bg, a.title, a.sub, a.slugs, words);
      }
    }
  }
  return out;
}
