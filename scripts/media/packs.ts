/**
 * Vector packs and produce, drawn on a 600×600 card with the pack standing around (300, 300) and its
 * base near y = 500. Each returns SVG markup including its printed label.
 */

import type { PackKind } from '../seed/data/shelf';
import { deep, inkOn, label, labelInk, type PackCtx, sheen, W } from './pack-kit';
import { bunch, diya, eggs, fish, fruit, leafy, long, meat } from './produce';
import { isLight, lines, mix, shade, text, tint, wrap } from './svg';

export type { PackCtx };

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
  const liquid = /water/i.test(k.name)
    ? '#cfeaf7'
    : /sprite|lime/i.test(k.name)
      ? '#d8efc4'
      : /maaza|mango/i.test(k.name)
        ? '#f6b73c'
        : '#3b1f14';
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

export const PACKS: Record<PackKind, (k: PackCtx) => string> = {
  carton,
  pouch,
  tub,
  block,
  jar,
  sack,
  bottle,
  packet,
  box,
  bar,
  can,
  soda,
  tube,
  soap,
  spray,
  diaper,
  bread,
  fruit,
  bunch,
  long,
  leafy,
  eggs,
  meat,
  fish,
  diya,
};

/** Loose produce gets a paper tag instead of a printed pack. */
export const isLoose = (kind: PackKind) => ['fruit', 'bunch', 'long', 'leafy', 'fish', 'diya'].includes(kind);

export { mix };
