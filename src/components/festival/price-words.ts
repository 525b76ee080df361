/**
 * The words festival-prices.ts writes into the cards, in the page's language: the server puts them
 * on the page once (data-festival-words), so the script carries none.
 */
import { COUNTDOWN_UNIT_KEYS } from '../../lib/domain/catalogue/deal-countdown';
import type { Lang } from '../../lib/domain/i18n/langs';
import { t } from '../../lib/domain/i18n/t';

export interface FestivalPriceWords {
  /** "{n}% OFF" */
  off: string;
  /** "{n} left" */
  left: string;
  mrp: string;
  flashDeal: string;
  dealOfDay: string;
  endsIn: string;
  ended: string;
  /** countdown units, space-separated ("d h m s") */
  units: string;
  soldOut: string;
  outOfStock: string;
  /** "Preview of {date}: …", shown only on a preview link's page */
  preview: string;
  lang: Lang;
}

export function festivalPriceWords(lang: Lang): FestivalPriceWords {
  return {
    off: t(lang, 'festival.off'),
    left: t(lang, 'festival.unitsLeft'),
    mrp: t(lang, 'invoice.mrp'),
    flashDeal: t(lang, 'shop.flashDeal'),
    dealOfDay: t(lang, 'shop.dealOfDay'),
    endsIn: t(lang, 'deal.endsIn'),
    ended: t(lang, 'deal.ended'),
    units: COUNTDOWN_UNIT_KEYS.map((k) => t(lang, k)).join(' '),
    soldOut: t(lang, 'product.dealSoldOut'),
    outOfStock: t(lang, 'buy.outOfStock'),
    preview: t(lang, 'festival.preview'),
    lang,
  };
}
