/**
 * Browser script of the pre-rendered festival page (FestivalPage.astro): asks D1 for each section's
 * prices once (GET /api/festivalPrices, cached like every catalogue answer) and writes into each card
 * what the cart charges now: the price beside the struck-out MRP, the percent off, a running deal's
 * units left and countdown (ticked by the same deal-clock as every deal card), or "Deal sold out".
 * The numbers come worked out by the server (src/lib/domain/content/festival-price.ts); this only shows them.
 */
import type { FestivalPrice } from '../../lib/domain/content/festival-price';
import { festivalPriceFromWire } from '../../lib/domain/content/festival-price-schemas';
import type { PageAnswer } from '../../lib/api/page-answers';
import { fill } from '../../lib/domain/i18n/fill';
import { formatINR } from '../../lib/domain/money/money';
import { formatDate } from '../../lib/domain/i18n/format-date';
import { previewMoment, previewPassDay } from '../../lib/domain/content/preview-pass';
import { tickCountdowns } from '../deal-clock';
import type { FestivalPriceWords } from './price-words';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.replaceChildren(...children);
  return node;
}

/** Fills one card; returns the countdown it drew, if any. */
function fillCard(card: HTMLElement, p: FestivalPrice, words: FestivalPriceWords): HTMLElement | null {
  const price = card.querySelector<HTMLElement>('.festival-card__price');
  if (!price) return null;
  // (insertAdjacentElement and replaceChildren: the Workers types give append/after another signature)
  const now = el('span', 'price__now', formatINR(p.price));
  if (p.off > 0) {
    price.replaceChildren(now, ' ', el('s', 'price__mrp', el('span', 'visually-hidden', `${words.mrp} `), formatINR(p.mrp)));
    card
      .querySelector('.festival-card__media')
      ?.insertAdjacentElement('beforeend', el('span', 'badge badge--off', fill(words.off, { n: p.off })));
  } else {
    price.replaceChildren(now);
  }
  let clock: HTMLElement | null = null;
  if (p.deal) {
    card.classList.add('festival-card--deal');
    const label = el('span', 'badge badge--deal', p.dealKind === 'flash_deal' ? words.flashDeal : words.dealOfDay);
    const left = p.left != null ? [' ', el('span', 'festival-card__left', fill(words.left, { n: p.left }))] : [];
    const deal = el('p', 'festival-card__deal', label, ...left);
    price.insertAdjacentElement('afterend', deal);
    if (p.deal_end != null) {
      clock = el('p', 'countdown', el('span', 'countdown__label', words.endsIn), ' ', el('time', ''));
      Object.assign(clock.dataset, { dealEnd: String(p.deal_end), ended: words.ended, units: words.units });
      deal.insertAdjacentElement('afterend', clock);
    }
  } else if (p.sold_out) {
    price.insertAdjacentElement('afterend', el('p', 'festival-card__sold-out', words.soldOut));
  }
  if (!p.available) {
    const cta = card.querySelector('.festival-card__cta');
    if (cta) cta.textContent = words.outOfStock;
  }
  return clock;
}

async function fillSection(section: HTMLElement, words: FestivalPriceWords, pass: string | null): Promise<HTMLElement[]> {
  const cards = new Map([...section.querySelectorAll<HTMLElement>('.festival-card[data-slug]')].map((c) => [c.dataset.slug!, c]));
  if (cards.size === 0) return [];
  // a preview link's pass goes along: the server prices the cards as on its day, or refuses a bad one
  const preview = pass === null ? '' : `&preview=${encodeURIComponent(pass)}`;
  const res = await fetch(`/api/festivalPrices?slugs=${[...cards.keys()].join(',')}${preview}`);
  // on a failed answer the cards keep sending shoppers to the product page for today's price
  if (!res.ok) return [];
  const body: PageAnswer<'festivalPrices'> = await res.json();
  const clocks: HTMLElement[] = [];
  for (const p of body.status === 1 ? body.response : []) {
    const card = cards.get(p.slug);
    const clock = card ? fillCard(card, festivalPriceFromWire(p), words) : null;
    if (clock) clocks.push(clock);
  }
  return clocks;
}

/**
 * On a preview link (?preview=<pass>, src/lib/domain/content/preview-pass.ts): a note naming the day, and the
 * countdowns' clock moved to that day's moment. The server checked the pass; this only shows it.
 */
function previewClock(page: HTMLElement, words: FestivalPriceWords, pass: string | null): number {
  const day = pass === null ? null : previewPassDay(pass);
  const at = day === null ? null : previewMoment(day);
  if (at === null) return 0;
  const note = el('p', 'preview-note', fill(words.preview, { date: formatDate(words.lang, at, { weekday: true }) }));
  note.setAttribute('role', 'status');
  page.querySelector('h1')?.insertAdjacentElement('afterend', note);
  return at - Date.now();
}

const page = document.querySelector<HTMLElement>('[data-festival-words]');
if (page) {
  const words = JSON.parse(page.dataset.festivalWords ?? '{}') as FestivalPriceWords;
  const pass = new URLSearchParams(location.search).get('preview');
  const shift = previewClock(page, words, pass);
  const sections = [...document.querySelectorAll<HTMLElement>('section[data-festival]')];
  // each section's countdowns tick as soon as its own prices are drawn: waiting for every section
  // would leave a drawn deal card with an empty clock while a slower section is still asked
  for (const s of sections)
    void fillSection(s, words, pass).then(
      (clocks) => tickCountdowns(clocks, shift),
      () => undefined,
    );
}
