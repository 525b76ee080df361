/**
 * A festival's words on a Kannada or Hindi page (issue 33): marketing types them in the festival's own
 * form (its `kn` and `hi` parts, keystatic.config.ts), each part optional. Every empty part shows the
 * English one, field by field, and says it is English (`english`), so the page marks it lang="en"
 * and a screen reader reads it with an English voice. Pure: tested without a build.
 */
import type { Lang } from '../../lib/domain/i18n/langs';
import { type Focus, focusOf } from '../../lib/domain/content/banner-crop';

/** One language's part of a festival file, as the editor writes it ("" or null when left empty). */
export interface FestivalOwnWords {
  name?: string | null;
  summary?: string | null;
  text?: string | null;
  /** in the English banners' order: a picture with the words in this language, and its alt text */
  banners?: Array<{ src?: string | null; phone?: string | null; alt?: string | null }> | null;
}

export interface FestivalEnglish {
  name: string;
  summary: string;
  banners: Array<{ src: string; alt: string; phone?: string | null; focus?: string | null }>;
  kn?: FestivalOwnWords | null;
  hi?: FestivalOwnWords | null;
}

export interface Worded {
  text: string;
  /** English shown on a Kannada or Hindi page */
  english: boolean;
}

export interface FestivalWords {
  name: Worded;
  summary: Worded;
  /** the text under the banners in this language; null: the English body (the file's Markdown) */
  text: string | null;
  /** `phone`: the picture for phones, null to cut one from `src` around `focus` (banner-crop.ts) */
  banners: Array<{ src: string; phone: string | null; focus: Focus; alt: string; altEnglish: boolean }>;
}

const filled = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** The festival's words as a `lang` page shows them, each field in that language or else in English. */
export function festivalWordsIn(lang: Lang, f: FestivalEnglish): FestivalWords {
  const own = lang === 'en' ? null : f[lang];
  const pick = (mine: string | null | undefined, english: string): Worded =>
    filled(mine) ? { text: mine.trim(), english: false } : { text: english, english: lang !== 'en' };
  return {
    name: pick(own?.name, f.name),
    summary: pick(own?.summary, f.summary),
    text: filled(own?.text) ? own.text.trim() : null,
    banners: f.banners.map((b, i) => {
      const mine = own?.banners?.[i];
      const alt = pick(mine?.alt, b.alt);
      // a banner in this language is cut for phones from itself unless it has its own phone picture: the
      // English phone picture would show English words (the build notes it, content-rules festivalNotes)
      const ownSrc = filled(mine?.src);
      const englishPhone = filled(b.phone) ? b.phone : null;
      const phone = filled(mine?.phone) ? mine.phone : ownSrc ? null : englishPhone;
      return { src: ownSrc ? mine!.src! : b.src, phone, focus: focusOf(b.focus), alt: alt.text, altEnglish: alt.english };
    }),
  };
}

/** A plain text typed in the form as paragraphs: blank lines part them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
