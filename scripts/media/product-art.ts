/**
 * A product's pictures: the front of pack (main photo), a back-of-pack view with the declared facts
 * (gallery 2) and a group shot (gallery 3).
 */
import type { ProductSeed } from '../seed/data/products';
import { PACKS, isLoose, type PackCtx } from './packs';
import { esc, isLight, lines, shade, svgDoc, text, tint, wrap } from './svg';

function shortName(p: ProductSeed): string {
  let s = p.name;
  if (s.endsWith(` ${p.size}`)) s = s.slice(0, -p.size.length - 1);
  if (p.brand !== 'Haat Fresh' && s.toLowerCase().startsWith(`${p.brand.toLowerCase()} `)) s = s.slice(p.brand.length + 1);
  return s;
}

export function packCtx(p: ProductSeed): PackCtx {
  return { id: p.id, c: p.color, ink: p.ink, brand: p.brand, short: shortName(p), size: p.size, name: p.name };
}

/** Soft card background tinted from the pack colour, varied a little per product. */
function backdrop(p: ProductSeed, variant: number): string {
  // pale produce (garlic, eggs, cauliflower) would vanish on its own tint: use a fresh green instead
  const base = isLight(p.color) ? '#8dbb5a' : p.color;
  const bg = tint(base, variant === 1 ? 0.9 : 0.84);
  const halo = tint(base, variant === 1 ? 0.78 : 0.72);
  const cy = 300 + ((p.id * 13) % 30) - 15;
  return (
    `<rect width="600" height="600" fill="${bg}"/>` +
    `<circle cx="300" cy="${cy}" r="236" fill="${halo}"/>` +
    `<ellipse cx="300" cy="512" rx="190" ry="20" fill="${shade(p.color, 0.6)}" opacity=".12"/>`
  );
}

function pack(p: ProductSeed): string {
  return PACKS[p.kind](packCtx(p));
}

export function frontSvg(p: ProductSeed): string {
  return svgDoc(600, 600, backdrop(p, 1) + pack(p), p.name);
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** The pack, smaller, beside a card of the Legal Metrology facts. */
export function backSvg(p: ProductSeed): string {
  const facts: [string, string][] = [
    ['Net Qty', p.size],
    ['MRP', `${rupees(p.previous_price)}`],
    ['Origin', p.country_of_origin],
    ['GST', `${p.gst_rate}% · HSN ${p.hsn_code}`],
  ];
  const head = isLight(p.color) ? '#2e7d32' : p.color;
  const card =
    `<rect x="330" y="120" width="240" height="360" rx="22" fill="#fff"/>` +
    `<rect x="330" y="120" width="240" height="64" rx="22" fill="${head}"/><rect x="330" y="160" width="240" height="24" fill="${head}"/>` +
    text(450, 162, isLoose(p.kind) ? 'Fresh facts' : 'Pack facts', 24, '#fff', 800) +
    facts
      .map(([k, v], i) => {
        const y = 220 + i * 62;
        return (
          `<text x="350" y="${y}" font-size="15" fill="#6b7a70">${esc(k)}</text>` +
          `<text x="350" y="${y + 24}" font-size="${v.length > 20 ? 13 : v.length > 16 ? 16 : 19}" font-weight="700" fill="#1d2a22">${esc(v)}</text>`
        );
      })
      .join('') +
    lines(450, 466, wrap('incl. of all taxes', 24, 1), 13, '#6b7a70');
  const body = backdrop(p, 2) + `<g transform="translate(-10 60) scale(.72)">${pack(p)}</g>` + card;
  return svgDoc(600, 600, body, `${p.name}: pack facts`);
}

/** Three packs together on a patterned backdrop (a shelf shot); loose produce sits in a crate. */
export function groupSvg(p: ProductSeed): string {
  if (isLoose(p.kind)) {
    const slats = [0, 1, 2]
      .map((i) => `<rect x="40" y="${396 + i * 64}" width="520" height="54" rx="6" fill="${i % 2 ? '#b98a57' : '#c99a66'}"/>`)
      .join('');
    const body =
      `<rect width="600" height="600" fill="${tint(p.color, 0.86)}"/>` +
      `<rect x="40" y="380" width="520" height="220" fill="#8a6238"/>${slats}` +
      `<g transform="translate(-30 -24) scale(1.1)">${pack(p)}</g>`;
    return svgDoc(600, 600, body, `${p.name}: fresh in the crate`);
  }
  const dots = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 6 }, (_, c) => `<circle cx="${50 + c * 100 + (r % 2) * 50}" cy="${50 + r * 100}" r="6"/>`).join(''),
  ).join('');
  const body =
    `<rect width="600" height="600" fill="${tint(p.color, 0.88)}"/>` +
    `<g fill="${tint(p.color, 0.7)}">${dots}</g>` +
    `<rect x="0" y="450" width="600" height="150" fill="${tint(p.color, 0.55)}"/>` +
    `<defs><g id="p">${pack(p)}</g></defs>` +
    `<use href="#p" transform="translate(-30 100) scale(.66)"/>` +
    `<use href="#p" transform="translate(232 100) scale(.66)"/>` +
    `<use href="#p" transform="translate(78 58) scale(.74)"/>`;
  return svgDoc(600, 600, body, `${p.name}: on the shelf`);
}
