/**
 * How a festival banner is cut for phones and computers (issue 33): one rule for the page that
 * makes the copies at build (src/components/festival/FestivalSection.astro), the editor's preview of
 * both shapes and the content rules. Pure: unit tests need no build.
 *
 * The focal point is one of nine positions rather than x/y percentages: Astro's sharp service takes
 * a sharp `position` (a gravity such as "left top"), not a point, and the same nine words are CSS
 * `object-position` keywords, so the copy made at build and any further cut by the browser keep the
 * same corner. A marketer picks "where the important part is" from a list; a point would need a
 * click-on-the-picture field the editor does not have.
 */

export const FOCUS_POINTS = ['top-left', 'top', 'top-right', 'left', 'centre', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;
export type Focus = (typeof FOCUS_POINTS)[number];
export const DEFAULT_FOCUS: Focus = 'centre';

/** What the editor's select shows (editor-only words, like the rest of the form). */
export const FOCUS_LABELS: Record<Focus, string> = {
  'top-left': 'Top left',
  top: 'Top',
  'top-right': 'Top right',
  left: 'Left',
  centre: 'Centre (default)',
  right: 'Right',
  'bottom-left': 'Bottom left',
  bottom: 'Bottom',
  'bottom-right': 'Bottom right',
};

/** A file's focus as written ("", null or missing: the centre); an unknown word is the rules' to refuse. */
export function focusOf(value: unknown): Focus {
  return (FOCUS_POINTS as readonly unknown[]).includes(value) ? (value as Focus) : DEFAULT_FOCUS;
}

/** sharp's `position` (and so astro:assets' `position`) for a focus: "left top", …, "centre". */
export function sharpPosition(focus: Focus): string {
  if (focus === 'centre') return 'centre';
  const [a, b] = focus.split('-') as [string, string | undefined];
  // sharp names the two-word positions horizontal first ("left top")
  return b ? `${b} ${a}` : a;
}

/** The CSS `object-position` of the same focus, for a browser that cuts the copy further. */
export function cssPosition(focus: Focus): string {
  return focus === 'centre' ? 'center' : sharpPosition(focus);
}

export interface Shape {
  /** width ÷ height */
  ratio: number;
  /** the copies made, narrowest first, when the picture is big enough */
  widths: readonly number[];
  /** copies wider than this serve sharp (2x, 3x) screens only, which hide stronger compression */
  oneX: number;
}

/**
 * Computers: 3:1. A banner is drawn at most 1248 px wide (one in a row) or 619 px (two in a row):
 * a 640 copy and a 1280 copy (the 2x of two in a row). No 2400 copy: a detailed 2400 × 800 photo
 * weighs over 500 KB even at quality 50 (the worst-case upload of tests/e2e/cms.e2e.ts: 830 KB),
 * past the store's ceiling for one picture, and the page served 1200 before.
 * Phones: 3:2, 600 wide (a 390 px phone draws it 358 px wide) and 1200 for 2x and 3x phones, at
 * quality 60 (the worst case 449 KB; at 80, 559 KB).
 */
export const SHAPES = {
  computer: { ratio: 3, widths: [640, 1280], oneX: 1280 },
  phone: { ratio: 3 / 2, widths: [600, 1200], oneX: 600 },
} as const satisfies Record<string, Shape>;

/** WebP quality of a `width` wide copy of `shape`: 80, or 60 for a copy only sharp screens take. */
export const copyQuality = (shape: Shape, width: number) => (width > shape.oneX ? 60 : 80);
export type ShapeName = keyof typeof SHAPES;

/** Below this width the page shows the phone shape (the same breakpoint as festival.css). */
export const PHONE_MEDIA = '(max-width: 767px)';

/**
 * The widths to cut a `source` picture into `shape`, never enlarged: the widest cut of that shape the
 * picture holds is min(width, height × ratio). Each copy width that fits, and that widest cut too when
 * it falls short of the largest copy (a 1200 × 400 banner still reaches computers 1200 wide); a
 * picture smaller than every copy gives one cut as wide as it allows (sharp would otherwise return it
 * uncut, in the wrong shape).
 */
export function cropWidths(shape: Shape, source: { width: number; height: number }): number[] {
  const widest = Math.max(1, Math.floor(Math.min(source.width, source.height * shape.ratio)));
  const fit = shape.widths.filter((w) => w <= widest);
  return widest < shape.widths.at(-1)! && !fit.includes(widest) ? [...fit, widest] : fit;
}

/** The height of a `width` wide cut of `shape`. */
export const cropHeight = (shape: Shape, width: number) => Math.round(width / shape.ratio);

/**
 * How wide a banner is drawn, for `sizes`: the page's container is at most 1280 px with 16 px sides,
 * and two or more banners sit in two columns (10 px apart) from 768 px.
 */
export function bannerSizes(shape: ShapeName, inPair: boolean): string {
  if (shape === 'phone') return 'calc(100vw - 32px)';
  return inPair ? '(min-width: 1280px) 619px, calc(50vw - 21px)' : '(min-width: 1280px) 1248px, calc(100vw - 32px)';
}
