/**
 * The demo festival banners in Kannada and Hindi (issue 33): the same art as the English banners
 * (festival-art.ts), with the words a Bengaluru shopper reads drawn in, written beside the English
 * pictures (diwali-1.kn.svg, fresh-harvest-phone.hi.svg) and named in each festival's kn/hi banners.
 * Brand names stay as printed. Kannada and Devanagari run wider than English at the same size, so the
 * computer art takes the largest size, up to the English one, that fits left of the packs.
 */
import { bannerPhone, festivalPhoneBanner } from './festival-art';
import { ART_LANGS, BANNER_WORDS, bannerFit, fitSize, type ArtLang } from './home-art-langs';
import { BANNERS, type BannerSpec, desktopBanner, festivalBanner } from './static-art';

/** The Diwali banners' words (festivalBanner's title and line under it). */
const DIWALI_WORDS: Record<1 | 2, Record<ArtLang, { title: string; sub: string }>> = {
  1: {
    kn: { title: 'ದೀಪಾವಳಿ ಧಮಾಕಾ', sub: 'ಹಬ್ಬಕ್ಕೆ ಸಿಹಿತಿಂಡಿ, ಒಣಹಣ್ಣು ಮತ್ತು ಪೂಜಾ ಸಾಮಗ್ರಿ.' },
    hi: { title: 'दिवाली धमाका', sub: 'त्योहार के लिए मिठाई, ड्राई फ्रूट्स और पूजा सामग्री।' },
  },
  2: {
    kn: { title: 'ಸಿಹಿ ದೀಪಾವಳಿ ಉಡುಗೊರೆ', sub: 'ಕಾಜು ಕತ್ಲಿ, Ferrero Rocher ಮತ್ತು ಉತ್ತಮ ಒಣಹಣ್ಣುಗಳು.' },
    hi: { title: 'मीठी दिवाली के तोहफ़े', sub: 'काजू कतली, Ferrero Rocher और बढ़िया ड्राई फ्रूट्स।' },
  },
};

/** Left of the packs (the first stands at x 860 in the 1280 px art), from the words' x of 72. */
const DESK_TEXT_WIDTH = 760;

/** Every Kannada and Hindi festival banner, computer and phone, keyed by its path from the repository root. */
export function festivalArtInLanguages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of ART_LANGS) {
    for (const variant of [1, 2] as const) {
      const words = DIWALI_WORDS[variant][lang];
      const dir = `src/assets/festivals/diwali/diwali-${variant}`;
      out[`${dir}.${lang}.svg`] = festivalBanner(variant, {
        ...words,
        titleSize: fitSize([words.title], 56, DESK_TEXT_WIDTH),
        subSize: fitSize([words.sub], 22, DESK_TEXT_WIDTH),
      });
      // bold Kannada and Devanagari draw wider than ems() guesses: a size under the English 54 keeps the 40 px sides
      out[`${dir}-phone.${lang}.svg`] = festivalPhoneBanner(variant, { ...words, titleSize: 46 });
    }
    // the Sankranti banner is the home slide's harvest art: its words as the Kannada and Hindi slides say them
    const harvest = BANNER_WORDS['fresh-harvest']![lang];
    const spec: BannerSpec = { ...BANNERS['fresh-harvest']!, ...harvest, fit: bannerFit(harvest) };
    out[`src/assets/festivals/sankranti/fresh-harvest.${lang}.svg`] = desktopBanner(spec);
    out[`src/assets/festivals/sankranti/fresh-harvest-phone.${lang}.svg`] = bannerPhone(spec);
  }
  return out;
}
