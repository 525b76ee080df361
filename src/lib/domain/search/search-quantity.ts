/**
 * Pack sizes in what a shopper types: "atta 5kg", "1 litre milk", "milk 500ml", "half kg",
 * "1 dozen eggs", "kilo", "आधा किलो", "ಒಂದು ಲೀಟರ್". The size is read out of the text before the words
 * go to the search index, because a size is rarely a word of the product (a pack of Aashirvaad atta
 * is a variant, "5 kg", not part of its name), so as a word it filtered every product out. It ranks
 * the packs that fit first and picks the fitting variant for the card (search-plan.ts, db/search/search.ts).
 */
import { normaliseSearchText } from './search-text';
import type { NetUnit } from '../types';

/** What a size is counted in: grams, millilitres or pieces. */
export type PackUnit = 'g' | 'ml' | 'pc';

export interface PackAsk {
  /** in `unit`: 5 kg is 5000 g, a dozen is 12 pc */
  amount: number;
  unit: PackUnit;
}

export interface SearchAsk {
  /** the typed text without its sizes: what goes to the index */
  text: string;
  /** the first size typed (null: none) */
  pack: PackAsk | null;
  /** that size as typed ("5kg"), for "Showing results for atta 5kg" */
  packText: string | null;
}

type UnitDef = readonly [unit: PackUnit, factor: number, words: readonly string[]];

const UNITS: readonly UnitDef[] = [
  ['g', 1, ['g', 'gm', 'gms', 'gr', 'grm', 'grms', 'gram', 'grams', 'gramme', 'grammes', 'ग्राम', 'ಗ್ರಾಂ', 'ಗ್ರಾಮ್']],
  ['g', 1000, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'किलो', 'किग्रा', 'ಕಿಲೋ', 'ಕೆಜಿ', 'ಕೇಜಿ']],
  ['ml', 1, ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'मिली', 'मिलीलीटर', 'ಮಿಲಿ']],
  ['ml', 1000, ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'लीटर', 'लिटर', 'ಲೀಟರ್', 'ಲಿಟರ್']],
  ['pc', 1, ['pc', 'pcs', 'piece', 'pieces', 'nos', 'पीस', 'ಪೀಸ್']],
  ['pc', 12, ['dozen', 'dozens', 'doz', 'dzn', 'दर्जन', 'ಡಜನ್']],
];

/** Unit words that mean one of themselves when typed alone ("kilo" is 1 kg); "g" alone is a letter. */
const ALONE = ['kg', 'kilo', 'kilos', 'kilogram', 'litre', 'liter', 'ltr', 'dozen', 'किलो', 'लीटर', 'दर्जन', 'ಕಿಲೋ', 'ಕೆಜಿ', 'ಲೀಟರ್', 'ಡಜನ್'];

/** Numbers said as words, only ever read before a unit ("do kilo", never "do" alone). */
const NUMBER_WORDS: readonly [number, readonly string[]][] = [
  [0.5, ['half', 'aadha', 'adha', 'aadhaa', 'aadhi', 'आधा', 'आधी', 'ardha', 'ಅರ್ಧ']],
  [0.25, ['quarter', 'pav', 'paav', 'पाव', 'kaalu', 'ಕಾಲು']],
  [1.5, ['dedh', 'dhed', 'डेढ़', 'ಒಂದೂವರೆ']],
  [2.5, ['dhai', 'dhaai', 'ढाई']],
  [1, ['one', 'a', 'ek', 'एक', 'ondu', 'ಒಂದು']],
  [2, ['two', 'do', 'दो', 'eradu', 'ಎರಡು']],
  [3, ['three', 'teen', 'तीन', 'mooru', 'ಮೂರು']],
  [4, ['four', 'chaar', 'चार', 'naalku', 'ನಾಲ್ಕು']],
  [5, ['five', 'paanch', 'panch', 'पांच', 'पाँच', 'aidu', 'ಐದು']],
  [10, ['ten', 'das', 'दस', 'hattu', 'ಹತ್ತು']],
];

const norm = (w: string) => normaliseSearchText(w);
const UNIT_OF = new Map<string, readonly [PackUnit, number]>(
  UNITS.flatMap(([u, f, words]) => words.map((w) => [norm(w), [u, f] as const] as const)),
);
const NUMBER_OF = new Map<string, number>(NUMBER_WORDS.flatMap(([n, words]) => words.map((w) => [norm(w), n] as const)));

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';
const NUMBER = '\\d+(?:\\.\\d+)?(?:\\s*[/⁄]\\s*\\d+)?';
const UNIT = `(${alternation(UNIT_OF.keys())})`;
/**
 * A size: digits and a unit ("5kg", "1.5 l", "1/2 kg", "4 x 100 g"), a number word and a unit
 * ("half kg"), or a unit alone ("dozen"). The character before it is captured (JavaScript's
 * lookbehind is newer than some phones' browsers) and put back.
 */
const SIZE = new RegExp(
  `(^|[^\\p{L}\\p{N}\\p{M}.])(?:(${NUMBER})\\s*(?:[x×*]\\s*(${NUMBER})\\s*)?${UNIT}|(${alternation(NUMBER_OF.keys())})\\s+${UNIT}|(${alternation(ALONE.map(norm))}))(?!${WORD_CHAR})`,
  'gu',
);
/** A size still being typed at the end of the text ("atta 5k", "milk 500m"): left out, read once whole. */
const TYPING_SIZE = /(^|[^\p{L}\p{N}\p{M}.])\d+(?:\.\d+)?([a-z]+)$/u;

const DEVANAGARI_ZERO = 0x0966;
const KANNADA_ZERO = 0x0ce6;
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/**
 * Devanagari and Kannada digits as ASCII ("५ किलो" is 5 kg), and ½ ¼ ¾ as decimals before the text
 * is folded (NFKC makes "1½" the "11⁄2" of eleven halves).
 */
function plainNumbers(text: string): string {
  return text
    .replace(/(\d*)\s*([½¼¾])/g, (_, d: string, f: string) => ` ${Number(d || 0) + FRACTIONS[f]!}`)
    .replace(/[\u0966-\u096f\u0ce6-\u0cef]/g, (d) => {
      const c = d.codePointAt(0)!;
      return String(c - (c >= KANNADA_ZERO ? KANNADA_ZERO : DEVANAGARI_ZERO));
    });
}

function numberOf(text: string): number {
  const [whole, over] = text.split(/\s*[/⁄]\s*/);
  const n = Number(whole);
  return over === undefined ? n : n / Number(over);
}

/** The typed text's sizes taken out, and the first of them. */
export function readSearchAsk(typed: string): SearchAsk {
  const text = normaliseSearchText(plainNumbers(typed));
  let pack: PackAsk | null = null;
  let packText: string | null = null;
  const rest = text.replace(
    SIZE,
    (whole, before: string, digits?: string, times?: string, unit1?: string, word?: string, unit2?: string, alone?: string) => {
      const count =
        digits !== undefined
          ? numberOf(digits) * (times !== undefined ? numberOf(times) : 1)
          : word !== undefined
            ? NUMBER_OF.get(word)!
            : 1;
      const [unit, factor] = UNIT_OF.get((unit1 ?? unit2 ?? alone)!)!;
      const amount = Math.round(count * factor * 1000) / 1000;
      if (!pack && Number.isFinite(amount) && amount > 0) {
        pack = { amount, unit };
        packText = whole.slice(before.length).trim();
      }
      return `${before} `;
    },
  );
  const typing = TYPING_SIZE.exec(rest.trimEnd());
  const unfinished = typing && [...UNIT_OF.keys()].some((u) => u.startsWith(typing[2]!));
  const words = unfinished ? rest.trimEnd().slice(0, typing.index + typing[1]!.length) : rest;
  return { text: words.replace(/\s+/g, ' ').trim(), pack, packText };
}

const BASE: Record<NetUnit, readonly [PackUnit, number]> = { g: ['g', 1], kg: ['g', 1000], ml: ['ml', 1], l: ['ml', 1000], pc: ['pc', 1] };

/** SQL rounding of REAL sizes is matched with the same tolerance (db/search/search.ts packFitsSql). */
export const PACK_TOLERANCE = 0.01;

/** A pack of `quantity` `unit` (as a product or its variant stores it) is the size asked for. */
export function packFits(quantity: number, unit: NetUnit, ask: PackAsk): boolean {
  const [base, factor] = BASE[unit];
  return base === ask.unit && Math.abs(quantity * factor - ask.amount) < PACK_TOLERANCE;
}

/** The units a product may store an asked size in (kg and g for grams), for the SQL twin. */
export function netUnitsOf(unit: PackUnit): [NetUnit, NetUnit] {
  return unit === 'g' ? ['g', 'kg'] : unit === 'ml' ? ['ml', 'l'] : ['pc', 'pc'];
}

interface Packed {
  net_quantity: number;
  net_unit: NetUnit;
  attributes: readonly { id: number; net_quantity?: number }[];
}

/**
 * The variant a card should offer for the asked size: null when the card's own pack (its first
 * variant) already fits, or no variant does. Variants keep their size in the product's unit.
 */
export function fittingVariant(card: Packed, ask: PackAsk | null): number | null {
  if (!ask || packFits(card.net_quantity, card.net_unit, ask)) return null;
  return card.attributes.find((a) => a.net_quantity !== undefined && packFits(a.net_quantity, card.net_unit, ask))?.id ?? null;
}
