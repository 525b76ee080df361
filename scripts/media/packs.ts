/**
 * Vector packs and produce, drawn on a 600×600 card with the pack standing around (300, 300) and its
 * base near y = 500. Each returns SVG markup including its printed label.
 */
import type { PackKind } from '../seed/data/shelf';
import { isLight, lines, mix, shade, text, tint, wrap } from './svg';

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

const W = '#ffffff';
const sheen = (d: string) => `<path d="${d}" fill="#fff" opacity=".16"/>`;

/** Brand, wrapped name and pack size stacked from baseline y, centred on x. */
function label(x: number, y: number, width: number, k: PackCtx, fg: string, opts: { brand?: number; name?: number; rows?: number; size?: boolean } = {}): string {
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
const deep = (c: string, t = 0.2) => (isLight(c) ? shade(c, 0.62) : shade(c, t));
const labelInk = (bg: string) => (isLight(bg) ? '#1d2a22' : W);
/** The brand's own ink when it has one, else black or white by background. */
const inkOn = (k: PackCtx) => (k.ink !== W && isLight(k.c) !== isLight(k.ink) ? k.ink : labelInk(k.c));

// ---------- packaged goods ----------

function carton(k: PackCtx) {
  const d = shade(k.c, 0.25);
  return (
    `<path d="M200 190 L214 132 L386 132 L400 190 Z" fill="${tint(k.c, 0.2)}"/>` +
    `<rect x="212" y="112" width="176" height="22" rx="3" fill="${tint(k.c, 0.35)}"/>` +
    `<path d="M400 190 L386 132 L424 120 L440 172 Z" fill="${d}"/>` +
    `<rect x="200" y="190" width="200" height="310" fill="${k.c}"/>` +
    `<path d="M400 190 L440 172 L440 480 L400 500 Z" fill="${d}"/>` +
    `<rect x="214" y="236" width="172" height="170" rx="14" fill="${W}"/>` +
    label(300, 272, 160, k, deep(k.c, 0.2), { brand: 26, name: 18, size: false }) +
    text(300, 462, k.size, 30, k.ink === W ? W : k.ink, 800) +
    sheen('M206 196 h22 v298 h-22 Z')
  );
}

function pouch(k: PackCtx) {
  const d = shade(k.c, 0.2);
  return (
    `<path d="M186 168 Q300 146 414 168 L426 482 Q300 510 174 482 Z" fill="${k.c}"/>` +
    `<path d="M186 168 Q300 146 414 168 L415 190 Q300 170 185 190 Z" fill="${d}"/>` +
    `<path d="M176 460 Q300 488 424 460 L426 482 Q300 510 174 482 Z" fill="${d}"/>` +
    `<ellipse cx="300" cy="318" rx="112" ry="100" fill="${W}" opacity=".95"/>` +
    label(300, 284, 170, k, deep(k.c, 0.25), { brand: 26, name: 18, rows: 3, size: false }) +
    text(300, 448, k.size, 26, labelInk(k.c), 800) +
    sheen('M200 200 Q206 330 196 450 L214 452 Q222 330 218 200 Z')
  );
}

function tub(k: PackCtx) {
  return (
    `<path d="M172 214 L428 214 L398 478 Q300 500 202 478 Z" fill="${W}"/>` +
    `<path d="M180 270 L420 270 L408 380 L192 380 Z" fill="${k.c}"/>` +
    `<ellipse cx="300" cy="206" rx="136" ry="30" fill="${shade(k.c, 0.15)}"/>` +
    `<ellipse cx="300" cy="198" rx="126" ry="24" fill="${k.c}"/>` +
    label(300, 312, 200, k, labelInk(k.c), { brand: 26, name: 18, rows: 2, size: false }) +
    text(300, 440, k.size, 28, deep(k.c), 800) +
    sheen('M196 222 L214 222 L230 470 L214 468 Z')
  );
}

function block(k: PackCtx) {
  return (
    `<path d="M140 280 L200 224 L500 224 L440 280 Z" fill="${tint(k.c, 0.25)}"/>` +
    `<path d="M440 280 L500 224 L500 400 L440 456 Z" fill="${shade(k.c, 0.25)}"/>` +
    `<rect x="140" y="280" width="300" height="176" fill="${k.c}"/>` +
    `<rect x="156" y="296" width="268" height="144" rx="10" fill="${W}" opacity=".94"/>` +
    label(290, 332, 250, k, deep(k.c, 0.2), { brand: 28, name: 18, rows: 2 })
  );
}

function jar(k: PackCtx) {
  const lid = shade(k.c, 0.35);
  return (
    `<rect x="206" y="140" width="188" height="56" rx="10" fill="${lid}"/>` +
    `<rect x="206" y="186" width="188" height="10" fill="${shade(k.c, 0.5)}"/>` +
    `<rect x="180" y="196" width="240" height="300" rx="44" fill="${tint(k.c, 0.3)}"/>` +
    `<rect x="190" y="206" width="220" height="280" rx="38" fill="${k.c}"/>` +
    `<rect x="186" y="268" width="228" height="160" fill="${W}"/>` +
    label(300, 304, 200, k, deep(k.c, 0.2), { brand: 26, name: 18, rows: 2 }) +
    sheen('M204 220 h18 v250 h-18 Z')
  );
}

function sack(k: PackCtx) {
  return (
    `<path d="M178 182 L422 182 L444 488 Q300 512 156 488 Z" fill="${k.c}"/>` +
    `<rect x="172" y="150" width="256" height="40" rx="6" fill="${shade(k.c, 0.2)}"/>` +
    `<path d="M180 170 H420" stroke="${tint(k.c, 0.5)}" stroke-width="3" stroke-dasharray="10 7"/>` +
    `<rect x="196" y="230" width="208" height="190" rx="16" fill="${W}"/>` +
    label(300, 270, 190, k, deep(k.c, 0.2), { brand: 28, name: 19, rows: 3, size: false }) +
    text(300, 466, k.size, 30, labelInk(k.c), 800) +
    sheen('M186 196 L204 196 L190 480 L170 478 Z')
  );
}

function bottle(k: PackCtx) {
  return (
    `<rect x="266" y="104" width="68" height="44" rx="8" fill="${shade(k.c, 0.4)}"/>` +
    `<path d="M278 148 H322 V186 Q398 200 404 252 V476 Q404 498 382 498 H218 Q196 498 196 476 V252 Q202 200 278 186 Z" fill="${k.c}"/>` +
    `<rect x="206" y="282" width="188" height="150" rx="12" fill="${W}"/>` +
    label(300, 318, 170, k, deep(k.c, 0.25), { brand: 26, name: 18, rows: 2 }) +
    sheen('M214 250 h16 v228 h-16 Z')
  );
}

/** Crimped edge of a chips packet, as path segments from x1 to x2 (either direction). */
function crimp(y: number, x1: number, x2: number, out: number): string {
  const step = x2 > x1 ? 16 : -16;
  let d = '';
  for (let x = x1; step > 0 ? x < x2 : x > x2; x += step) d += `L${x + step / 2} ${y + out} L${x + step} ${y} `;
  return d;
}

function packet(k: PackCtx) {
  const d = shade(k.c, 0.25);
  return (
    `<path d="M184 160 ${crimp(160, 184, 416, -10)}Q440 320 416 480 ${crimp(480, 416, 184, 10)}Q160 320 184 160 Z" fill="${k.c}"/>` +
    `<rect x="186" y="160" width="228" height="22" fill="${d}"/>` +
    `<rect x="186" y="458" width="228" height="22" fill="${d}"/>` +
    `<circle cx="300" cy="322" r="96" fill="${W}" opacity=".92"/>` +
    lines(300, 222, wrap(k.brand, 14, 2), 30, inkOn(k), 800, 1.05) +
    lines(300, 302, wrap(k.short || k.brand, 13, 3), 19, deep(k.c), 700) +
    text(300, 448, k.size, 24, inkOn(k), 800)
  );
}

function boxName(k: PackCtx): string {
  const ls = wrap(k.short || k.brand, 14, 4);
  return lines(285, Math.round(322 - (ls.length - 1) * 12), ls, 20, deep(k.c, 0.25), 700);
}

function box(k: PackCtx) {
  return (
    `<path d="M170 172 L222 144 L452 144 L400 172 Z" fill="${tint(k.c, 0.25)}"/>` +
    `<path d="M400 172 L452 144 L452 462 L400 490 Z" fill="${shade(k.c, 0.28)}"/>` +
    `<rect x="170" y="172" width="230" height="318" fill="${k.c}"/>` +
    `<rect x="184" y="230" width="202" height="170" rx="12" fill="${W}"/>` +
    text(285, 214, k.brand, k.brand.length > 13 ? 22 : 28, inkOn(k), 800) +
    boxName(k) +
    text(285, 456, k.size, 28, inkOn(k), 800)
  );
}

function bar(k: PackCtx) {
  return (
    `<g transform="rotate(-10 300 310)">` +
    `<rect x="100" y="226" width="400" height="168" rx="14" fill="${k.c}"/>` +
    `<path d="M100 240 Q100 226 114 226 H140 L130 250 L142 274 L128 298 L142 322 L128 346 L142 370 L132 394 H114 Q100 394 100 380 Z" fill="#d9dde2"/>` +
    `<rect x="160" y="226" width="14" height="168" fill="${shade(k.c, 0.2)}"/>` +
    label(330, 282, 300, k, k.ink, { brand: 34, name: 20, rows: 2 }) +
    `</g>`
  );
}

function can(k: PackCtx) {
  return (
    `<rect x="212" y="172" width="176" height="310" fill="${k.c}"/>` +
    `<ellipse cx="300" cy="482" rx="88" ry="18" fill="${shade(k.c, 0.3)}"/>` +
    `<ellipse cx="300" cy="172" rx="88" ry="18" fill="#c9ced4"/>` +
    `<ellipse cx="300" cy="172" rx="70" ry="12" fill="#aeb4bb"/>` +
    label(300, 250, 160, k, k.ink, { brand: 28, name: 18, rows: 3 }) +
    sheen('M226 180 h18 v296 h-18 Z')
  );
}

function soda(k: PackCtx) {
  const liquid = /water/i.test(k.name) ? '#cfeaf7' : /sprite|lime/i.test(k.name) ? '#d8efc4' : /maaza|mango/i.test(k.name) ? '#f6b73c' : '#3b1f14';
  return (
    `<rect x="272" y="92" width="56" height="32" rx="6" fill="${shade(k.c, 0.2)}"/>` +
    `<path d="M280 124 H320 V160 Q380 190 382 250 Q372 290 382 330 V470 Q382 500 352 500 H248 Q218 500 218 470 V330 Q228 290 218 250 Q220 190 280 160 Z" fill="${liquid}"/>` +
    `<rect x="214" y="282" width="172" height="120" fill="${k.c}"/>` +
    label(300, 318, 160, k, k.ink, { brand: 24, name: 16, rows: 1, size: false }) +
    text(300, 460, k.size, 26, isLight(liquid) ? '#1d2a22' : W, 800) +
    sheen('M232 200 h14 v270 h-14 Z')
  );
}

function tube(k: PackCtx) {
  return (
    `<path d="M96 250 L120 244 L440 232 L440 388 L120 376 L96 370 Z" fill="${k.c}"/>` +
    `<rect x="84" y="246" width="24" height="128" rx="4" fill="${shade(k.c, 0.25)}"/>` +
    `<rect x="440" y="258" width="24" height="104" fill="${W}"/>` +
    `<rect x="464" y="266" width="56" height="88" rx="10" fill="${shade(k.c, 0.3)}"/>` +
    label(282, 292, 290, k, k.ink, { brand: 32, name: 19, rows: 2 }) +
    sheen('M124 252 L436 240 L436 254 L124 264 Z')
  );
}

function soap(k: PackCtx) {
  const multi = /^\d+ x/.test(k.size);
  const one = (dx: number, dy: number, o = 1) =>
    `<g transform="translate(${dx} ${dy})" opacity="${o}"><path d="M150 290 L196 250 L450 250 L404 290 Z" fill="${tint(k.c, 0.25)}"/>` +
    `<path d="M404 290 L450 250 L450 400 L404 440 Z" fill="${shade(k.c, 0.28)}"/><rect x="150" y="290" width="254" height="150" rx="8" fill="${k.c}"/></g>`;
  return (
    (multi ? one(24, -70) : '') +
    one(0, 0) +
    `<ellipse cx="277" cy="365" rx="118" ry="62" fill="${W}" opacity=".93"/>` +
    label(277, 350, 200, k, deep(k.c, 0.4), { brand: k.brand.length > 10 ? 21 : 26, name: 16, rows: 1, size: false }) +
    text(277, 480, k.size, 26, deep(k.c, 0.35), 800)
  );
}

function spray(k: PackCtx) {
  return (
    `<path d="M246 150 H372 L392 196 H338 L330 230 H270 L262 196 H230 Z" fill="${shade(k.c, 0.35)}"/>` +
    `<rect x="220" y="176" width="26" height="12" fill="${shade(k.c, 0.5)}"/>` +
    `<path d="M270 230 H330 V250 Q386 262 386 310 V474 Q386 498 362 498 H238 Q214 498 214 474 V310 Q214 262 270 250 Z" fill="${k.c}"/>` +
    `<rect x="222" y="300" width="156" height="140" rx="12" fill="${W}"/>` +
    label(300, 334, 140, k, deep(k.c, 0.25), { brand: 22, name: 16, rows: 2 }) +
    sheen('M228 300 h14 v170 h-14 Z')
  );
}

function diaper(k: PackCtx) {
  return (
    `<rect x="132" y="134" width="336" height="364" rx="28" fill="${k.c}"/>` +
    `<rect x="250" y="150" width="100" height="26" rx="13" fill="${shade(k.c, 0.3)}"/>` +
    `<circle cx="300" cy="318" r="76" fill="#ffe0c7"/>` +
    `<circle cx="274" cy="306" r="7" fill="#3b2a22"/><circle cx="326" cy="306" r="7" fill="#3b2a22"/>` +
    `<path d="M270 338 Q300 362 330 338" stroke="#3b2a22" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M236 262 Q300 218 364 262" stroke="${W}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    text(300, 218, k.brand, 34, k.ink, 800) +
    lines(300, 426, wrap(k.short, 24, 2), 19, k.ink, 600) +
    text(300, 482, k.size, 26, k.ink, 800)
  );
}

function bread(k: PackCtx) {
  const crust = '#c98a43';
  return (
    `<path d="M140 300 Q140 200 230 200 H380 Q470 200 470 290 V470 Q470 490 450 490 H160 Q140 490 140 470 Z" fill="${crust}"/>` +
    `<path d="M156 306 Q156 220 232 220 H376 Q452 220 452 292 V476 H156 Z" fill="#f3dcae"/>` +
    `<path d="M128 290 H484 V500 H128 Z" fill="${k.c}" opacity=".16"/>` +
    `<rect x="128" y="360" width="356" height="96" fill="${k.c}"/>` +
    `<path d="M484 320 l40 -18 v60 l-40 -18 Z" fill="${shade(k.c, 0.3)}"/>` +
    text(306, 400, k.brand, 30, k.ink, 800) +
    text(306, 436, `${wrap(k.short, 28, 1)[0] ?? ''} · ${k.size}`, 18, k.ink, 600)
  );
}

// ---------- fresh produce ----------

/** A round fruit or vegetable with a highlight, drawn at (x, y) radius r. */
function roundItem(k: PackCtx, x: number, y: number, r: number): string {
  const n = k.name.toLowerCase();
  const c = k.c;
  const hi = `<ellipse cx="${x - r * 0.35}" cy="${y - r * 0.38}" rx="${Math.round(r * 0.28)}" ry="${Math.round(r * 0.18)}" fill="#fff" opacity=".35" transform="rotate(-30 ${x} ${y})"/>`;
  const leaf = `<path d="M${x} ${y - r + 4} q${r * 0.5} ${-r * 0.55} ${r * 0.85} ${-r * 0.25} q-${r * 0.45} ${r * 0.4} -${r * 0.85} ${r * 0.25} Z" fill="#4caf50"/>`;
  const stem = `<path d="M${x} ${y - r + 6} q-4 -${r * 0.3} 6 -${r * 0.38}" stroke="#6d4c2f" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (/tomato/.test(n))
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>${hi}<path d="M${x} ${y - r + 2} l-26 -6 l18 14 l-16 18 l24 -14 l24 14 l-16 -18 l18 -14 Z" fill="#2e7d32"/>`;
  if (/onion|garlic/.test(n))
    return `<path d="M${x} ${y - r * 1.25} Q${x + r * 0.25} ${y - r * 0.8} ${x + r} ${y} A${r} ${r * 0.9} 0 0 1 ${x - r} ${y} Q${x - r * 0.25} ${y - r * 0.8} ${x} ${y - r * 1.25} Z" fill="${c}"/>` +
      `<path d="M${x} ${y - r * 1.1} V${y + r * 0.8} M${x - r * 0.5} ${y - r * 0.4} Q${x - r * 0.6} ${y + r * 0.3} ${x - r * 0.3} ${y + r * 0.8} M${x + r * 0.5} ${y - r * 0.4} Q${x + r * 0.6} ${y + r * 0.3} ${x + r * 0.3} ${y + r * 0.8}" stroke="${shade(c, 0.18)}" stroke-width="3" fill="none"/>${hi}`;
  if (/potato|ginger|chicken drum/.test(n))
    return `<ellipse cx="${x}" cy="${y}" rx="${r * 1.12}" ry="${r * 0.8}" fill="${c}" transform="rotate(${(k.id * 23) % 40 - 20} ${x} ${y})"/>${hi}` +
      `<circle cx="${x - r * 0.3}" cy="${y + r * 0.1}" r="5" fill="${shade(c, 0.3)}"/><circle cx="${x + r * 0.4}" cy="${y - r * 0.2}" r="4" fill="${shade(c, 0.3)}"/><circle cx="${x + r * 0.1}" cy="${y + r * 0.4}" r="4" fill="${shade(c, 0.3)}"/>`;
  if (/watermelon/.test(n))
    return `<ellipse cx="${x}" cy="${y}" rx="${r * 1.2}" ry="${r}" fill="${c}"/>` +
      [-0.6, -0.2, 0.2, 0.6].map((t) => `<path d="M${x + t * r * 1.2} ${y - r * 0.95} Q${x + t * r * 1.6} ${y} ${x + t * r * 1.2} ${y + r * 0.95}" stroke="${shade(c, 0.35)}" stroke-width="10" fill="none"/>`).join('') + hi;
  if (/kiwi|avocado/.test(n)) {
    const flesh = /kiwi/.test(n) ? '#9ccc3d' : '#d4e38a';
    const seed = /kiwi/.test(n) ? `<circle cx="${x}" cy="${y}" r="${r * 0.22}" fill="#f4f1d0"/>` : `<circle cx="${x}" cy="${y + r * 0.1}" r="${r * 0.34}" fill="#8a5a2b"/>`;
    return `<ellipse cx="${x}" cy="${y}" rx="${r * 0.88}" ry="${r}" fill="${c}"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.74}" ry="${r * 0.86}" fill="${flesh}"/>${seed}`;
  }
  if (/papaya|mango|guava|capsicum|pepper|pomegranate|beetroot/.test(n)) {
    const crown = /pomegranate/.test(n) ? `<path d="M${x - 16} ${y - r + 4} l6 -22 l10 14 l10 -14 l6 22 Z" fill="${shade(c, 0.2)}"/>` : leaf;
    const ry = /papaya|mango/.test(n) ? r * 1.15 : r;
    return `<ellipse cx="${x}" cy="${y}" rx="${/papaya|mango/.test(n) ? r * 0.85 : r}" ry="${ry}" fill="${c}"/>${hi}${crown}`;
  }
  const dimples = /orange|mosambi/.test(n) ? `<circle cx="${x + r * 0.3}" cy="${y + r * 0.2}" r="3" fill="${shade(c, 0.15)}"/><circle cx="${x - r * 0.2}" cy="${y + r * 0.45}" r="3" fill="${shade(c, 0.15)}"/>` : '';
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>${hi}${dimples}${/egg/.test(n) ? '' : stem + leaf}`;
}

/** The kraft price tag that names loose produce. */
function tag(k: PackCtx, y = 452): string {
  if (k.bare) return '';
  const name = wrap(k.short || k.name, 22, 2);
  const h = 38 + name.length * 24;
  return (
    `<g transform="rotate(-3 300 ${y + h / 2})"><rect x="170" y="${y}" width="260" height="${h}" rx="14" fill="#fffaf0" stroke="#e2d3b5" stroke-width="3"/>` +
    `<circle cx="190" cy="${y + 20}" r="6" fill="#e2d3b5"/>` +
    lines(300, y + 30, name, 21, '#1d2a22', 700) +
    text(300, y + 30 + name.length * 24 + 2, k.size, 18, '#2e7d32', 800) +
    `</g>`
  );
}

function fruit(k: PackCtx) {
  return roundItem(k, 222, 300, 92) + roundItem(k, 378, 300, 92) + roundItem(k, 300, 356, 100) + tag(k);
}

function bunch(k: PackCtx) {
  if (/banana/i.test(k.name)) {
    const one = (rot: number) =>
      `<path d="M240 180 Q180 330 300 420 Q420 470 470 420 Q330 400 290 300 Q262 230 262 176 Z" fill="${k.c}" stroke="${shade(k.c, 0.25)}" stroke-width="4" transform="rotate(${rot} 300 300)"/>`;
    return one(-16) + one(0) + one(16) + `<rect x="232" y="150" width="34" height="40" rx="8" fill="#6d8b3a" transform="rotate(-10 250 170)"/>` + tag(k);
  }
  const g: string[] = [];
  const rows = [5, 4, 4, 3, 2, 1];
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i++) {
      const x = 300 + (i - (n - 1) / 2) * 46;
      const y = 180 + row * 42;
      g.push(`<circle cx="${x}" cy="${y}" r="25" fill="${i % 2 ? k.c : shade(k.c, 0.08)}"/>`);
    }
  });
  return `<path d="M300 156 V120 q20 -10 40 -4" stroke="#6d4c2f" stroke-width="7" fill="none"/><g>${g.join('')}</g><g fill="#fff" opacity=".35">${[[254,172],[300,214],[346,172],[278,256],[322,298]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`).join('')}</g>` + tag(k);
}

function long(k: PackCtx) {
  const n = k.name.toLowerCase();
  const one = (rot: number, dx: number) => {
    const tip = /carrot|chilli|okra|bhindi|beans/.test(n);
    const body = tip
      ? `<path d="M${280 + dx} 170 Q${330 + dx} 170 ${322 + dx} 230 L${302 + dx} 430 Q${300 + dx} 446 ${296 + dx} 430 L${274 + dx} 230 Q${266 + dx} 170 ${280 + dx} 170 Z" fill="${k.c}"/>`
      : `<rect x="${262 + dx}" y="170" width="76" height="270" rx="38" fill="${k.c}"/>`;
    const top = /carrot/.test(n)
      ? `<path d="M${300 + dx} 172 l-22 -50 M${300 + dx} 172 l0 -58 M${300 + dx} 172 l22 -50" stroke="#4caf50" stroke-width="10" stroke-linecap="round"/>`
      : `<rect x="${290 + dx}" y="150" width="20" height="26" rx="6" fill="${/brinjal/.test(n) ? '#4e7d2f' : shade(k.c, 0.3)}"/>`;
    return `<g transform="rotate(${rot} ${300 + dx} 300)">${top}${body}<rect x="${282 + dx}" y="200" width="8" height="180" rx="4" fill="#fff" opacity=".25"/></g>`;
  };
  return one(-24, -70) + one(18, 70) + one(-4, 0) + tag(k);
}

function leafy(k: PackCtx) {
  const n = k.name.toLowerCase();
  if (/cauliflower|broccoli/.test(n)) {
    const floret = /broccoli/.test(n) ? k.c : '#f3ead0';
    const f: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      f.push(`<circle cx="${Math.round(300 + Math.cos(a) * 70)}" cy="${Math.round(290 + Math.sin(a) * 50)}" r="52" fill="${i % 2 ? floret : shade(floret, 0.07)}"/>`);
    }
    return `<path d="M160 360 Q200 220 300 330 Q400 220 440 360 Q380 420 300 420 Q220 420 160 360 Z" fill="#4f8f3a"/>${/broccoli/.test(n) ? '<rect x="280" y="330" width="40" height="110" rx="16" fill="#7cb342"/>' : ''}${f.join('')}<circle cx="300" cy="290" r="60" fill="${floret}"/>${tag(k)}`;
  }
  if (/cabbage/.test(n))
    return `<circle cx="300" cy="310" r="150" fill="${shade(k.c, 0.15)}"/><circle cx="300" cy="310" r="122" fill="${k.c}"/><path d="M300 190 Q260 310 300 430 M220 230 Q250 310 230 400 M380 230 Q350 310 370 400" stroke="${tint(k.c, 0.5)}" stroke-width="8" fill="none"/>${tag(k)}`;
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const rot = -48 + i * 16;
    leaves.push(`<g transform="rotate(${rot} 300 420)"><path d="M300 420 Q252 260 300 150 Q348 260 300 420 Z" fill="${i % 2 ? k.c : shade(k.c, 0.12)}"/><path d="M300 410 V170" stroke="${tint(k.c, 0.4)}" stroke-width="3"/></g>`);
  }
  return `${leaves.join('')}<rect x="268" y="380" width="64" height="26" rx="8" fill="#c6a15b"/>${tag(k, 456)}`;
}

function eggs(k: PackCtx) {
  const count = /12/.test(k.size) ? 8 : 6;
  const cols = count / 2;
  const e: string[] = [];
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < cols; i++) {
      const x = 300 + (i - (cols - 1) / 2) * (count === 8 ? 72 : 88);
      const y = 290 + r * 70;
      e.push(`<ellipse cx="${x}" cy="${y}" rx="32" ry="40" fill="${k.c}" stroke="${shade(k.c, 0.15)}" stroke-width="3"/><ellipse cx="${x - 10}" cy="${y - 14}" rx="8" ry="12" fill="#fff" opacity=".6"/>`);
    }
  return `<path d="M130 320 H470 L440 430 H160 Z" fill="#cbbfa8"/>${e.join('')}<path d="M130 360 H470 L440 440 H160 Z" fill="#d8cdb6"/>` +
    (k.brand === 'Haat Fresh' ? tag(k) : `<rect x="170" y="448" width="260" height="74" rx="12" fill="${shade(k.c, 0.1)}"/>${text(300, 480, k.brand, 26, k.ink, 800)}${text(300, 508, k.size, 18, k.ink, 700)}`);
}

function meat(k: PackCtx) {
  const red = /sausage/i.test(k.name) ? '#c97b5a' : '#e7917f';
  const pcs: string[] = [];
  const spots: [number, number, number][] = [[230, 300, 0], [330, 280, 30], [390, 340, -20], [270, 370, 15], [350, 390, 40]];
  for (const [x, y, r] of spots)
    pcs.push(`<ellipse cx="${x}" cy="${y}" rx="62" ry="40" fill="${red}" transform="rotate(${r} ${x} ${y})"/><ellipse cx="${x - 14}" cy="${y - 10}" rx="22" ry="10" fill="#fff" opacity=".3" transform="rotate(${r} ${x} ${y})"/>`);
  return `<rect x="130" y="220" width="340" height="240" rx="28" fill="#2b2f33"/><rect x="146" y="236" width="308" height="208" rx="20" fill="#3a3f44"/>${pcs.join('')}` +
    `<path d="M150 240 L450 440" stroke="#fff" stroke-width="10" opacity=".12"/>` +
    `<rect x="318" y="402" width="168" height="96" rx="12" fill="${W}" stroke="${k.c}" stroke-width="4"/>` +
    text(402, 436, k.brand, 22, k.c, 800) + lines(402, 460, wrap(k.short, 16, 1), 15, '#1d2a22', 600) + text(402, 486, k.size, 17, '#1d2a22', 800);
}

function fish(k: PackCtx) {
  const n = k.name.toLowerCase();
  let body: string;
  if (/prawn/.test(n)) {
    body = ([[230, 290], [350, 280], [290, 370], [400, 370]] as const).map(([x, y]) =>
      `<path d="M${x - 40} ${y} A44 44 0 1 1 ${x + 40} ${y} L${x + 22} ${y} A26 26 0 1 0 ${x - 22} ${y} Z" fill="${k.c}" stroke="${shade(k.c, 0.2)}" stroke-width="3"/>`).join('');
  } else if (/steak|curry cut/.test(n)) {
    body = ([[230, 300], [350, 290], [290, 380], [400, 380]] as const).map(([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="52" fill="#f6e3d6" stroke="${shade(k.c, 0.25)}" stroke-width="8"/><path d="M${x} ${y - 44} V${y + 44}" stroke="#e8c9b4" stroke-width="4"/><circle cx="${x}" cy="${y}" r="8" fill="${shade(k.c, 0.2)}"/>`).join('');
  } else {
    body = ([[-1, 290], [1, 370]] as const).map(([dir, y]) =>
      `<g transform="translate(300 ${y}) scale(${dir} 1)"><ellipse cx="0" cy="0" rx="130" ry="46" fill="${k.c}"/><path d="M120 0 L180 -40 L170 0 L180 40 Z" fill="${shade(k.c, 0.2)}"/><circle cx="-90" cy="-10" r="9" fill="#fff"/><circle cx="-90" cy="-10" r="4" fill="#222"/><path d="M-60 -30 Q-50 0 -60 30" stroke="${shade(k.c, 0.3)}" stroke-width="4" fill="none"/></g>`).join('');
  }
  return `<ellipse cx="300" cy="340" rx="210" ry="150" fill="#e3f2fb"/><ellipse cx="300" cy="340" rx="190" ry="130" fill="#cfe8f6"/>${body}${tag(k, 456)}`;
}

function diya(k: PackCtx) {
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-34 -68 Q0 -150 20 -70 Q8 -40 -34 -68 Z" fill="#ffb300"/><path d="M-22 -66 Q-2 -118 8 -70 Q0 -52 -22 -66 Z" fill="#fff3c4"/>` +
    `<path d="M-90 -40 H90 Q80 40 0 40 Q-80 40 -90 -40 Z" fill="${k.c}"/><path d="M-90 -40 H90 L110 -52 H-70 Z" fill="${shade(k.c, 0.25)}"/><path d="M-60 -6 H60" stroke="#f2c14e" stroke-width="6" stroke-dasharray="10 8"/></g>`;
  return one(200, 360, 0.8) + one(400, 360, 0.8) + one(300, 320, 1) + tag(k, 430);
}

export const PACKS: Record<PackKind, (k: PackCtx) => string> = {
  carton, pouch, tub, block, jar, sack, bottle, packet, box, bar, can, soda, tube, soap, spray, diaper, bread,
  fruit, bunch, long, leafy, eggs, meat, fish, diya,
};

/** Loose produce gets a paper tag instead of a printed pack. */
export const isLoose = (kind: PackKind) => ['fruit', 'bunch', 'long', 'leafy', 'fish', 'diya'].includes(kind);

export { mix };
