/** Fresh produce and loose goods on the 600×600 card (a paper tag instead of a printed pack). */
import { type PackCtx, W } from './pack-kit';
import { lines, shade, text, tint, wrap } from './svg';

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
    return (
      `<path d="M${x} ${y - r * 1.25} Q${x + r * 0.25} ${y - r * 0.8} ${x + r} ${y} A${r} ${r * 0.9} 0 0 1 ${x - r} ${y} Q${x - r * 0.25} ${y - r * 0.8} ${x} ${y - r * 1.25} Z" fill="${c}"/>` +
      `<path d="M${x} ${y - r * 1.1} V${y + r * 0.8} M${x - r * 0.5} ${y - r * 0.4} Q${x - r * 0.6} ${y + r * 0.3} ${x - r * 0.3} ${y + r * 0.8} M${x + r * 0.5} ${y - r * 0.4} Q${x + r * 0.6} ${y + r * 0.3} ${x + r * 0.3} ${y + r * 0.8}" stroke="${shade(c, 0.18)}" stroke-width="3" fill="none"/>${hi}`
    );
  if (/potato|ginger|chicken drum/.test(n))
    return (
      `<ellipse cx="${x}" cy="${y}" rx="${r * 1.12}" ry="${r * 0.8}" fill="${c}" transform="rotate(${((k.id * 23) % 40) - 20} ${x} ${y})"/>${hi}` +
      `<circle cx="${x - r * 0.3}" cy="${y + r * 0.1}" r="5" fill="${shade(c, 0.3)}"/><circle cx="${x + r * 0.4}" cy="${y - r * 0.2}" r="4" fill="${shade(c, 0.3)}"/><circle cx="${x + r * 0.1}" cy="${y + r * 0.4}" r="4" fill="${shade(c, 0.3)}"/>`
    );
  if (/watermelon/.test(n))
    return (
      `<ellipse cx="${x}" cy="${y}" rx="${r * 1.2}" ry="${r}" fill="${c}"/>` +
      [-0.6, -0.2, 0.2, 0.6]
        .map(
          (t) =>
            `<path d="M${x + t * r * 1.2} ${y - r * 0.95} Q${x + t * r * 1.6} ${y} ${x + t * r * 1.2} ${y + r * 0.95}" stroke="${shade(c, 0.35)}" stroke-width="10" fill="none"/>`,
        )
        .join('') +
      hi
    );
  if (/kiwi|avocado/.test(n)) {
    const flesh = /kiwi/.test(n) ? '#9ccc3d' : '#d4e38a';
    const seed = /kiwi/.test(n)
      ? `<circle cx="${x}" cy="${y}" r="${r * 0.22}" fill="#f4f1d0"/>`
      : `<circle cx="${x}" cy="${y + r * 0.1}" r="${r * 0.34}" fill="#8a5a2b"/>`;
    return `<ellipse cx="${x}" cy="${y}" rx="${r * 0.88}" ry="${r}" fill="${c}"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.74}" ry="${r * 0.86}" fill="${flesh}"/>${seed}`;
  }
  if (/papaya|mango|guava|capsicum|pepper|pomegranate|beetroot/.test(n)) {
    const crown = /pomegranate/.test(n)
      ? `<path d="M${x - 16} ${y - r + 4} l6 -22 l10 14 l10 -14 l6 22 Z" fill="${shade(c, 0.2)}"/>`
      : leaf;
    const ry = /papaya|mango/.test(n) ? r * 1.15 : r;
    return `<ellipse cx="${x}" cy="${y}" rx="${/papaya|mango/.test(n) ? r * 0.85 : r}" ry="${ry}" fill="${c}"/>${hi}${crown}`;
  }
  const dimples = /orange|mosambi/.test(n)
    ? `<circle cx="${x + r * 0.3}" cy="${y + r * 0.2}" r="3" fill="${shade(c, 0.15)}"/><circle cx="${x - r * 0.2}" cy="${y + r * 0.45}" r="3" fill="${shade(c, 0.15)}"/>`
    : '';
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

export function fruit(k: PackCtx) {
  return roundItem(k, 222, 300, 92) + roundItem(k, 378, 300, 92) + roundItem(k, 300, 356, 100) + tag(k);
}

export function bunch(k: PackCtx) {
  if (/banana/i.test(k.name)) {
    const one = (rot: number) =>
      `<path d="M240 180 Q180 330 300 420 Q420 470 470 420 Q330 400 290 300 Q262 230 262 176 Z" fill="${k.c}" stroke="${shade(k.c, 0.25)}" stroke-width="4" transform="rotate(${rot} 300 300)"/>`;
    return (
      one(-16) +
      one(0) +
      one(16) +
      `<rect x="232" y="150" width="34" height="40" rx="8" fill="#6d8b3a" transform="rotate(-10 250 170)"/>` +
      tag(k)
    );
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
  return (
    `<path d="M300 156 V120 q20 -10 40 -4" stroke="#6d4c2f" stroke-width="7" fill="none"/><g>${g.join('')}</g><g fill="#fff" opacity=".35">${[
      [254, 172],
      [300, 214],
      [346, 172],
      [278, 256],
      [322, 298],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`)
      .join('')}</g>` + tag(k)
  );
}

export function long(k: PackCtx) {
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

export function leafy(k: PackCtx) {
  const n = k.name.toLowerCase();
  if (/cauliflower|broccoli/.test(n)) {
    const floret = /broccoli/.test(n) ? k.c : '#f3ead0';
    const f: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      f.push(
        `<circle cx="${Math.round(300 + Math.cos(a) * 70)}" cy="${Math.round(290 + Math.sin(a) * 50)}" r="52" fill="${i % 2 ? floret : shade(floret, 0.07)}"/>`,
      );
    }
    return `<path d="M160 360 Q200 220 300 330 Q400 220 440 360 Q380 420 300 420 Q220 420 160 360 Z" fill="#4f8f3a"/>${/broccoli/.test(n) ? '<rect x="280" y="330" width="40" height="110" rx="16" fill="#7cb342"/>' : ''}${f.join('')}<circle cx="300" cy="290" r="60" fill="${floret}"/>${tag(k)}`;
  }
  if (/cabbage/.test(n))
    return `<circle cx="300" cy="310" r="150" fill="${shade(k.c, 0.15)}"/><circle cx="300" cy="310" r="122" fill="${k.c}"/><path d="M300 190 Q260 310 300 430 M220 230 Q250 310 230 400 M380 230 Q350 310 370 400" stroke="${tint(k.c, 0.5)}" stroke-width="8" fill="none"/>${tag(k)}`;
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const rot = -48 + i * 16;
    leaves.push(
      `<g transform="rotate(${rot} 300 420)"><path d="M300 420 Q252 260 300 150 Q348 260 300 420 Z" fill="${i % 2 ? k.c : shade(k.c, 0.12)}"/><path d="M300 410 V170" stroke="${tint(k.c, 0.4)}" stroke-width="3"/></g>`,
    );
  }
  return `${leaves.join('')}<rect x="268" y="380" width="64" height="26" rx="8" fill="#c6a15b"/>${tag(k, 456)}`;
}

export function eggs(k: PackCtx) {
  const count = /12/.test(k.size) ? 8 : 6;
  const cols = count / 2;
  const e: string[] = [];
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < cols; i++) {
      const x = 300 + (i - (cols - 1) / 2) * (count === 8 ? 72 : 88);
      const y = 290 + r * 70;
      e.push(
        `<ellipse cx="${x}" cy="${y}" rx="32" ry="40" fill="${k.c}" stroke="${shade(k.c, 0.15)}" stroke-width="3"/><ellipse cx="${x - 10}" cy="${y - 14}" rx="8" ry="12" fill="#fff" opacity=".6"/>`,
      );
    }
  return (
    `<path d="M130 320 H470 L440 430 H160 Z" fill="#cbbfa8"/>${e.join('')}<path d="M130 360 H470 L440 440 H160 Z" fill="#d8cdb6"/>` +
    (k.brand === 'Haat Fresh'
      ? tag(k)
      : `<rect x="170" y="448" width="260" height="74" rx="12" fill="${shade(k.c, 0.1)}"/>${text(300, 480, k.brand, 26, k.ink, 800)}${text(300, 508, k.size, 18, k.ink, 700)}`)
  );
}

export function meat(k: PackCtx) {
  const red = /sausage/i.test(k.name) ? '#c97b5a' : '#e7917f';
  const pcs: string[] = [];
  const spots: [number, number, number][] = [
    [230, 300, 0],
    [330, 280, 30],
    [390, 340, -20],
    [270, 370, 15],
    [350, 390, 40],
  ];
  for (const [x, y, r] of spots)
    pcs.push(
      `<ellipse cx="${x}" cy="${y}" rx="62" ry="40" fill="${red}" transform="rotate(${r} ${x} ${y})"/><ellipse cx="${x - 14}" cy="${y - 10}" rx="22" ry="10" fill="#fff" opacity=".3" transform="rotate(${r} ${x} ${y})"/>`,
    );
  return (
    `<rect x="130" y="220" width="340" height="240" rx="28" fill="#2b2f33"/><rect x="146" y="236" width="308" height="208" rx="20" fill="#3a3f44"/>${pcs.join('')}` +
    `<path d="M150 240 L450 440" stroke="#fff" stroke-width="10" opacity=".12"/>` +
    `<rect x="318" y="402" width="168" height="96" rx="12" fill="${W}" stroke="${k.c}" stroke-width="4"/>` +
    text(402, 436, k.brand, 22, k.c, 800) +
    lines(402, 460, wrap(k.short, 16, 1), 15, '#1d2a22', 600) +
    text(402, 486, k.size, 17, '#1d2a22', 800)
  );
}

export function fish(k: PackCtx) {
  const n = k.name.toLowerCase();
  let body: string;
  if (/prawn/.test(n)) {
    body = (
      [
        [230, 290],
        [350, 280],
        [290, 370],
        [400, 370],
      ] as const
    )
      .map(
        ([x, y]) =>
          `<path d="M${x - 40} ${y} A44 44 0 1 1 ${x + 40} ${y} L${x + 22} ${y} A26 26 0 1 0 ${x - 22} ${y} Z" fill="${k.c}" stroke="${shade(k.c, 0.2)}" stroke-width="3"/>`,
      )
      .join('');
  } else if (/steak|curry cut/.test(n)) {
    body = (
      [
        [230, 300],
        [350, 290],
        [290, 380],
        [400, 380],
      ] as const
    )
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="52" fill="#f6e3d6" stroke="${shade(k.c, 0.25)}" stroke-width="8"/><path d="M${x} ${y - 44} V${y + 44}" stroke="#e8c9b4" stroke-width="4"/><circle cx="${x}" cy="${y}" r="8" fill="${shade(k.c, 0.2)}"/>`,
      )
      .join('');
  } else {
    body = (
      [
        [-1, 290],
        [1, 370],
      ] as const
    )
      .map(
        ([dir, y]) =>
          `<g transform="translate(300 ${y}) scale(${dir} 1)"><ellipse cx="0" cy="0" rx="130" ry="46" fill="${k.c}"/><path d="M120 0 L180 -40 L170 0 L180 40 Z" fill="${shade(k.c, 0.2)}"/><circle cx="-90" cy="-10" r="9" fill="#fff"/><circle cx="-90" cy="-10" r="4" fill="#222"/><path d="M-60 -30 Q-50 0 -60 30" stroke="${shade(k.c, 0.3)}" stroke-width="4" fill="none"/></g>`,
      )
      .join('');
  }
  return `<ellipse cx="300" cy="340" rx="210" ry="150" fill="#e3f2fb"/><ellipse cx="300" cy="340" rx="190" ry="130" fill="#cfe8f6"/>${body}${tag(k, 456)}`;
}

export function diya(k: PackCtx) {
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-34 -68 Q0 -150 20 -70 Q8 -40 -34 -68 Z" fill="#ffb300"/><path d="M-22 -66 Q-2 -118 8 -70 Q0 -52 -22 -66 Z" fill="#fff3c4"/>` +
    `<path d="M-90 -40 H90 Q80 40 0 40 Q-80 40 -90 -40 Z" fill="${k.c}"/><path d="M-90 -40 H90 L110 -52 H-70 Z" fill="${shade(k.c, 0.25)}"/><path d="M-60 -6 H60" stroke="#f2c14e" stroke-width="6" stroke-dasharray="10 8"/></g>`;
  return one(200, 360, 0.8) + one(400, 360, 0.8) + one(300, 320, 1) + tag(k, 430);
}
