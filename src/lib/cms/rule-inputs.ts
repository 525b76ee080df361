/**
 * A loaded festival or slide file as the content rules read it (content-rules.ts). One mapping for
 * the build's loaders (src/content.config.ts) and the editor's calendar, so both give the rules the
 * same input and so get the same verdicts.
 */
import { type FestivalForRules, festivalDays, type SlideForRules } from './content-rules';

type Data = Record<string, any>;

const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d ?? ''));

/**
 * The pictures a file's Kannada and Hindi words name, for the same "is it uploaded" check as the
 * English ones; `banners` is a festival's list of { src, alt }.
 */
export const ownPictures = (d: Data, keys: string[]) =>
  (['kn', 'hi'] as const).flatMap((lang) =>
    keys
      .flatMap((k) =>
        k === 'banners'
          ? ((d[lang]?.banners ?? []) as Array<{ src?: unknown; phone?: unknown }>).flatMap((b) => [b?.src, b?.phone])
          : [d[lang]?.[k]],
      )
      .filter((src): src is string => typeof src === 'string' && src.trim() !== ''),
  );

export function festivalForRules(id: string, d: Data): FestivalForRules {
  return {
    id,
    name: d.name,
    status: d.status,
    ...festivalDays(d),
    banners: d.banners ?? [],
    products: d.products ?? [],
    category: d.category || undefined,
    deals: d.deals ?? [],
    translated: ownPictures(d, ['banners']),
    own: { kn: d.kn?.banners ?? undefined, hi: d.hi?.banners ?? undefined },
  };
}

export function slideForRules(id: string, d: Data): SlideForRules {
  return {
    id,
    title: d.title,
    place: d.place,
    order: d.order,
    photo: d.photo,
    mobile: d.mobile || undefined,
    shows_from: d.shows_from ? day(d.shows_from) : undefined,
    shows_until: d.shows_until ? day(d.shows_until) : undefined,
    translated: ownPictures(d, ['photo', 'mobile']),
  };
}
