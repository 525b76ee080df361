/** What every pack and produce drawing shares: its context, label block and inks. */
import { isLight, lines, shade, text, wrap } from './svg';

export interface PackCtx {
  id: number;
  /** pack / produce colour and label ink */
  c: string;
  ink: string;
  brand: string;
  /** the product name without brand and pack size */
  short: string;
  size: string;
  name: string;
  /** draw loose produce without its paper tag (banners and tiles) */
  bare?: boolean;
}

export const W = '#ffffff';
export const sheen = (d: string) => `<path d="${d}" fill="#fff" opacity=".16"/>`;

/** Brand, wrapped name and pack size stacked from baseline y, centred on x. */
export function label(
  x: number,
  y: number,
  width: number,
  k: PackCtx,
  fg: string,
  opts: { brand?: number; name?: number; rows?: number; size?: boolean } = {},
): string {
  const bs = opts.brand ?? 28;
  const ns = opts.name ?? 20;
  const brand = k.brand.length * bs * 0.6 > width ? wrap(k.brand, Math.floor(width / (bs * 0.6)), 2) : [k.brand];
  const name = k.short ? wrap(k.short, Math.max(6, Math.floor(width / (ns * 0.54))), opts.rows ?? 3) : [];
  let out = lines(x, y, brand, bs, fg, 800, 1.05);
  let yy = y + brand.length * bs * 1.05 + ns * 0.35;
  out += lines(x, Math.round(yy), name, ns, fg, 500);
  yy += name.length * ns * 1.2;
  if (opts.size !== false) out += text(x, Math.round(yy + ns * 0.3), k.size, Math.round(ns * 1.05), fg, 800);
  return out;
}

/** A dark shade of the pack colour for text on white labels (much darker for pale packs). */
export const deep = (c: string, t = 0.2) => (isLight(c) ? shade(c, 0.62) : shade(c, t));
export const labelInk = (bg: string) => (isLight(bg) ? '#1d2a22' : W);
/** The brand's own ink when it has one, else black or white by background. */
export const inkOn = (k: PackCtx) => (k.ink !== W && isLight(k.c) !== isLight(k.ink) ? k.ink : labelInk(k.c));
