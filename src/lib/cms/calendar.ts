/**
 * The editor's one calendar (issue 33, /editor/calendar): festivals on their days, home slides on
 * their dates and festival deals on their festival's days, with every clash marked. Which things
 * clash is the content rules' verdict (content-rules.ts: dealClashList, twiceOnDeal, slideClashes),
 * the same the form warns of and the build refuses; this module only places them on days. Pure.
 */
import { type Catalogue, dealClashList, type FestivalForRules, slideClashes, type SlideForRules, twiceOnDeal } from './content-rules';
import { dmy, type Day } from './festival-verdicts';

export interface CalendarItem {
  /** unique on the page: "festival:x.md", "deal:x.md:slug", "slide:y.json" */
  key: string;
  kind: 'festival' | 'deal' | 'slide';
  label: string;
  /** first and last day shown, inclusive; a slide without dates has null (every day) */
  from: Day | null;
  until: Day | null;
  draft: boolean;
  /** where to change it in the editor */
  edit: string;
  clash: boolean;
}

export interface CalendarClash {
  /** the rules' own words */
  message: string;
  /** the items it concerns */
  items: string[];
}

const rupees = (n: number | null) => (n === null ? '' : ` ₹${n}`);

/** Every item and every clash among the saved festivals and slides. */
export function calendarOf(festivalsRead: FestivalForRules[], slidesRead: SlideForRules[], catalogue: Catalogue) {
  // in calendar order, whatever order the content layer read the files in (a clean clone and a
  // warm data store differ): a clash names the earlier festival or slide first on every machine
  const byDay = (a: { from: string; id: string }, b: { from: string; id: string }) =>
    a.from.localeCompare(b.from) || a.id.localeCompare(b.id);
  const festivals = [...festivalsRead].sort((a, b) => byDay({ from: a.starts, id: a.id }, { from: b.starts, id: b.id }));
  const slides = [...slidesRead].sort((a, b) => byDay({ from: a.shows_from ?? '', id: a.id }, { from: b.shows_from ?? '', id: b.id }));
  const dealKey = (festival: string, product: string) => `deal:${festival}:${product}`;
  const clashes: CalendarClash[] = [
    ...dealClashList(festivals, catalogue).map((c) => ({ message: c.message, items: c.festivals.map((f) => dealKey(f, c.product)) })),
    ...festivals
      .filter((f) => f.status === 'published')
      .flatMap((f) => twiceOnDeal(f, catalogue).map((t) => ({ message: `"${f.name}": ${t.message}`, items: [dealKey(f.id, t.product)] }))),
    ...slideClashes(slides).map((c) => ({ message: c.message, items: c.slides.map((s) => `slide:${s}`) })),
  ];
  const clashing = new Set(clashes.flatMap((c) => c.items));
  const slug = (id: string) => id.replace(/\.(md|json)$/, '');
  const items: CalendarItem[] = [
    ...festivals.flatMap((f) => {
      const draft = f.status === 'draft';
      const edit = `/keystatic/collection/festivals/item/${slug(f.id)}`;
      const days = { from: f.starts || null, until: f.ends || null };
      const festival = { key: `festival:${f.id}`, kind: 'festival' as const, label: f.name, ...days, draft, edit, clash: false };
      const deals = [...new Set(f.deals.map((d) => d.product))].map((product) => {
        const d = f.deals.find((x) => x.product === product)!;
        const name = catalogue.products.get(product)?.name ?? product;
        const key = dealKey(f.id, product);
        return {
          key,
          kind: 'deal' as const,
          label: `${name}${rupees(d.price)} (${f.name})`,
          ...days,
          draft,
          edit,
          clash: clashing.has(key),
        };
      });
      return [festival, ...deals];
    }),
    ...slides.map((s) => ({
      key: `slide:${s.id}`,
      kind: 'slide' as const,
      label: `${s.title} (${s.place === 'main' ? 'main banner' : 'offer row'}, position ${s.order})`,
      from: s.shows_from ?? null,
      until: s.shows_until ?? null,
      draft: false,
      edit: `/keystatic/collection/homeSlides/item/${slug(s.id)}`,
      clash: clashing.has(`slide:${s.id}`),
    })),
  ];
  return { items, clashes };
}

/** Does the item show on `day`? (no first day: from always; no last day: on and on) */
export const showsOn = (item: Pick<CalendarItem, 'from' | 'until'>, day: Day) =>
  (item.from === null || item.from <= day) && (item.until === null || day <= item.until);

/** The clashes that happen on `day`: all their items show that day. */
export function clashesOn(day: Day, items: CalendarItem[], clashes: CalendarClash[]): CalendarClash[] {
  const on = new Set(items.filter((i) => showsOn(i, day)).map((i) => i.key));
  return clashes.filter((c) => c.items.every((k) => on.has(k)));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A month ("2027-01") as weeks Monday to Sunday; days of the next or last month are null. */
export function monthWeeks(month: string): Array<Array<Day | null>> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<Day | null> = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let d = 1; d <= days; d++) cells.push(iso(new Date(Date.UTC(y, m - 1, d))));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month before and after ("2027-01" → "2026-12", "2027-02"). */
export function monthsAround(month: string): { before: string; after: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const at = (k: number) => iso(new Date(Date.UTC(y, m - 1 + k, 1))).slice(0, 7);
  return { before: at(-1), after: at(1) };
}

/** "from 12/01/2027 to 16/01/2027", "every day", "from 12/01/2027 on". */
export function daysText(item: Pick<CalendarItem, 'from' | 'until'>): string {
  if (item.from === null && item.until === null) return 'every day';
  if (item.from === null) return `until ${dmy(item.until!)}`;
  if (item.until === null) return `from ${dmy(item.from)} on`;
  return item.from === item.until ? `on ${dmy(item.from)}` : `${dmy(item.from)} to ${dmy(item.until)}`;
}

/** The items of a month, for the list on a phone: those showing on some day of it, by first day. */
export function itemsInMonth(month: string, items: CalendarItem[]): CalendarItem[] {
  const start = `${month}-01`;
  const end = monthWeeks(month)
    .flat()
    .filter((d): d is Day => d !== null)
    .at(-1)!;
  return items
    .filter((i) => (i.from === null || i.from <= end) && (i.until === null || start <= i.until))
    .sort((a, b) => (a.from ?? '').localeCompare(b.from ?? '') || a.label.localeCompare(b.label));
}
