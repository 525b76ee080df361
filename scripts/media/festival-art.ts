/**
 * The demo festival banners (src/assets/festivals, issue 33): each banner's computer art (3:1) and
 * its picture for phones (3:2), drawn here and rendered to JPEG, because astro:assets never
 * rasterises SVG and so cuts only JPEG, PNG or WebP banners. The computer art runs its words across
 * the whole width, so the 3:2 cut the store would make from it shows them cut off mid-word on a
 * 390 px phone; the phone art wraps the same words to 600 × 400 instead, as a marketer's own
 * "Picture for phones" would.
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ems } from './home-art-langs';
import { BANNERS, type BannerSpec, desktopBanner, DIWALI, diyaRow, festivalBanner, leftText, packAt, pill } from './static-art';
import { shade, svgDoc, tint } from './svg';

/** Phone art is 600 × 400 with 40 px sides: on a 390 px phone it is drawn 358 px wide (×0.6). */
const W = 600;
const H = 400;
const SIDE = 40;
const TEXT_WIDTH = W - 2 * SIDE;

/** `s` in lines at most `width` px wide at `size` (by ems' per-script estimate), breaking at spaces only. */
export function wrapWords(s: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && ems(`${last} ${word}`) * size <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Packs in a row along the bottom right, clear of the words on the left. */
const packRow = (slugs: readonly string[], y = 326) => slugs.map((slug, i) => packAt(slug, 380 + i * 82, y - (i % 2) * 14, 0.28)).join('');

/** The phone copy of a Diwali banner: the same garland, glow, diyas and packs, the words wrapped. */
export function festivalPhoneBanner(variant: 1 | 2, words?: { title: string; sub: string; titleSize: number }): string {
  const { bg, packs } = DIWALI[variant];
  const { title, sub } = words ?? DIWALI[variant];
  const size = words?.titleSize ?? 54;
  const titleLines = wrapWords(title, size, TEXT_WIDTH);
  const subTop = 100 + (titleLines.length - 1) * 58 + 42;
  const body =
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    Array.from(
      { length: 4 },
      (_, i) => `<path d="M${i * 150} 0 q75 60 150 0" stroke="#ffc145" stroke-width="3" fill="none" opacity=".6"/>`,
    ).join('') +
    `<circle cx="460" cy="300" r="170" fill="${tint(bg, 0.1)}"/>` +
    titleLines.map((t, i) => leftText(SIDE, 100 + i * 58, t, size, '#ffc145', 800)).join('') +
    wrapWords(sub, 24, TEXT_WIDTH)
      .map((t, i) => leftText(SIDE, subTop + i * 31, t, 24, tint(bg, 0.85)))
      .join('') +
    diyaRow(362, 3, 330) +
    packRow(packs.map(([slug]) => slug));
  return svgDoc(W, H, body, title);
}

/** The phone copy of a home-style banner (the Sankranti demo's fresh-harvest art), words and button kept. */
export function bannerPhone(b: BannerSpec): string {
  // Kannada and Hindi labels by their script's width; the English art keeps its first button
  const ctaWidth = b.fit ? Math.round(ems(b.cta) * 20 + 40) : undefined;
  const titleLines = b.title.flatMap((t) => wrapWords(t, 44, TEXT_WIDTH));
  const subTop = 102 + (titleLines.length - 1) * 50 + 40;
  const subLines = wrapWords(b.sub, 22, TEXT_WIDTH);
  const body =
    `<rect width="${W}" height="${H}" fill="${b.bg}"/>` +
    `<circle cx="470" cy="300" r="190" fill="${tint(b.bg, 0.12)}"/><circle cx="470" cy="300" r="130" fill="${tint(b.bg, 0.2)}"/>` +
    leftText(SIDE, 56, b.kicker.toUpperCase(), 18, b.accent, 700) +
    titleLines.map((t, i) => leftText(SIDE, 102 + i * 50, t, 44, '#fff', 800)).join('') +
    subLines.map((t, i) => leftText(SIDE, subTop + i * 29, t, 22, tint(b.bg, 0.8))).join('') +
    pill(SIDE, subTop + (subLines.length - 1) * 29 + 26, b.cta, b.accent, shade(b.bg, 0.3), 20, ctaWidth) +
    packRow(
      b.packs.slice(0, 3).map(([slug]) => slug),
      296,
    );
  return svgDoc(W, H, body, b.title.join(' '));
}

/** Every demo festival banner's art, keyed by its path from the repository root (each rendered to a .jpg beside it). */
export function festivalArt(): Record<string, string> {
  const harvest = BANNERS['fresh-harvest']!;
  return {
    'src/assets/festivals/diwali/diwali-1.svg': festivalBanner(1),
    'src/assets/festivals/diwali/diwali-1-phone.svg': festivalPhoneBanner(1),
    'src/assets/festivals/diwali/diwali-2.svg': festivalBanner(2),
    'src/assets/festivals/diwali/diwali-2-phone.svg': festivalPhoneBanner(2),
    'src/assets/festivals/sankranti/fresh-harvest.svg': desktopBanner(harvest),
    'src/assets/festivals/sankranti/fresh-harvest-phone.svg': bannerPhone(harvest),
  };
}

/**
 * The JPEG beside an SVG, rendered at 2x (2560 × 800 computer, 1200 × 800 phone) as the first demo
 * banners were: only when the art changed or the JPEG is missing, since the same SVG rasterised with
 * another machine's fonts would otherwise rewrite committed pictures on every build.
 */
export async function renderJpeg(svgPath: string, svg: string): Promise<boolean> {
  const jpg = svgPath.replace(/\.svg$/, '.jpg');
  if (existsSync(jpg) && existsSync(svgPath) && readFileSync(svgPath, 'utf8') === svg) return false;
  await sharp(Buffer.from(svg), { density: 144 }).jpeg({ quality: 86, mozjpeg: true }).toFile(jpg);
  return true;
}
