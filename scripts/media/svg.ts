/** Small helpers for hand-built SVG: escaping, colour mixing, text wrapping. */
export const FONT = 'system-ui, sans-serif';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** Mixes `a` towards `b` by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}

export const tint = (c: string, t: number) => mix(c, '#ffffff', t);
export const shade = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance, to pick readable text on a colour. */
export function isLight(c: string): boolean {
  const [r, g, b] = rgb(c);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** Greedy word wrap into at most `lines` lines of about `max` characters (last line ellipsised). */
export function wrap(text: string, max: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let cur = '';
  for (const w of words) {
    if (!cur) cur = w;
    else if ((cur + ' ' + w).length <= max) cur += ' ' + w;
    else {
      out.push(cur);
      cur = w;
    }
  }
  if (cur) out.push(cur);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]!.slice(0, max - 1)}…`;
    return kept;
  }
  return out;
}

/** Centred text; `size` in px, weight 400/700. */
export function text(x: number, y: number, s: string, size: number, fill: string, weight = 400, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}"${weight !== 400 ? ` font-weight="${weight}"` : ''} fill="${fill}" text-anchor="middle"${extra}>${esc(s)}</text>`;
}

/** Centred lines starting at baseline y. */
export function lines(x: number, y: number, ls: string[], size: number, fill: string, weight = 400, gap = 1.2): string {
  return ls.map((l, i) => text(x, Math.round(y + i * size * gap), l, size, fill, weight)).join('');
}

export function svgDoc(w: number, h: number, body: string, label = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="${FONT}"` +
    `${label ? ` role="img" aria-label="${esc(label)}"` : ''}>${body}</svg>\n`
  );
}
