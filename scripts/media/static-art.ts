/**
 * Committed site art: logo, favicon, home banners, ads, festival banners, offer cards, category
 * tiles and empty-state illustrations. Packs are borrowed from real products so banners show what
 * the store sells.
 */
import { CATEGORIES } from '../seed/data/categories';
import { PRODUCTS, productBySlug } from '../seed/data/products';
import { packCtx } from './product-art';
import { PACKS } from './packs';
import { esc, shade, svgDoc, text, tint } from './svg';

const GREEN = '#0c831f';
const GREEN_DARK = '#086317';
const DEAL = '#b93c06';

/** A product's pack centred at (x, y), scaled; loose produce without its tag. */
export function packAt(slug: string, x: number, y: number, s: number): string {
  const p = productBySlug(slug);
  return `<g transform="translate(${x} ${y}) scale(${s}) translate(-300 -310)">${PACKS[p.kind]({ ...packCtx(p), bare: true })}</g>`;
}

export const leftText = (x: number, y: number, s: string, size: number, fill: string, weight = 400) =>
  `<text x="${x}" y="${y}" font-size="${size}"${weight !== 400 ? ` font-weight="${weight}"` : ''} fill="${fill}">${esc(s)}</text>`;

export function pill(x: number, y: number, label: string, bg: string, fg: string, size = 22, width?: number): string {
  const w = width ?? Math.round(label.length * size * 0.6 + size * 2);
  const h = Math.round(size * 2.1);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${bg}"/>` +
    `<text x="${x + w / 2}" y="${y + h * 0.66}" font-size="${size}" font-weight="700" fill="${fg}" text-anchor="middle">${esc(label)}</text>`
  );
}

/** The leaf-in-a-basket mark, 64×64 at (x, y). */
function mark(x: number, y: number, s = 1, bg = GREEN, fg = '#fff'): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect width="64" height="64" rx="16" fill="${bg}"/>` +
    `<path d="M32 30 C30 18 38 10 50 9 C50 22 43 29 32 30 Z" fill="#9be15d"/>` +
    `<path d="M32 30 C34 24 38 19 44 15" stroke="${bg}" stroke-width="2" fill="none"/>` +
    `<path d="M12 30 H52 L47 52 Q46 55 43 55 H21 Q18 55 17 52 Z" fill="${fg}"/>` +
    `<path d="M22 36 L24 50 M32 36 V50 M42 36 L40 50" stroke="${bg}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M18 30 Q22 16 32 30" stroke="${fg}" stroke-width="3.5" fill="none"/>` +
    `</g>`
  );
}

function logo(): string {
  // one text run so the space between the words comes from the font, whatever system font renders it
  return svgDoc(
    280,
    80,
    mark(4, 8) +
      `<text x="80" y="52" font-size="34" fill="${GREEN}"><tspan font-weight="800">Haat</tspan> <tspan fill="${GREEN_DARK}" font-weight="500">Fresh</tspan></text>`,
    'Haat Fresh',
  );
}

function favicon(): string {
  return svgDoc(64, 64, mark(0, 0), 'Haat Fresh');
}

export interface BannerSpec {
  bg: string;
  accent: string;
  kicker: string;
  title: string[];
  sub: string;
  cta: string;
  packs: [string, number, number, number][];
  extra?: string;
  /** Kannada / Hindi art only: font sizes and button width fitted to the longer words (English keeps the defaults) */
  fit?: BannerFit;
}

export interface BannerFit {
  kicker: number;
  title: number;
  sub: number;
  cta: number;
  ctaWidth: number;
  mobileTitle: number;
  mobileKicker: number;
  mobileCta: number;
  mobileCtaWidth: number;
}

export function desktopBanner(b: BannerSpec): string {
  const f = b.fit;
  const body =
    `<rect width="1280" height="400" fill="${b.bg}"/>` +
    `<circle cx="1010" cy="200" r="260" fill="${tint(b.bg, 0.12)}"/><circle cx="1010" cy="200" r="190" fill="${tint(b.bg, 0.2)}"/>` +
    (b.extra ?? '') +
    leftText(72, 96, b.kicker.toUpperCase(), f?.kicker ?? 20, b.accent, 700) +
    b.title.map((t, i) => leftText(72, 162 + i * 60, t, f?.title ?? 52, '#fff', 800)).join('') +
    leftText(72, 150 + b.title.length * 60 + 6, b.sub, f?.sub ?? 22, tint(b.bg, 0.8)) +
    pill(72, 190 + b.title.length * 60, b.cta, b.accent, shade(b.bg, 0.3), f?.cta ?? 22, f?.ctaWidth) +
    b.packs.map(([slug, x, y, s]) => packAt(slug, x, y, s)).join('');
  return svgDoc(1280, 400, body, b.title.join(' '));
}

export function mobileBanner(b: BannerSpec): string {
  const f = b.fit;
  const body =
    `<rect width="600" height="400" fill="${b.bg}"/>` +
    `<circle cx="470" cy="300" r="190" fill="${tint(b.bg, 0.14)}"/>` +
    leftText(32, 58, b.kicker.toUpperCase(), f?.mobileKicker ?? 16, b.accent, 700) +
    b.title.map((t, i) => leftText(32, 104 + i * 42, t, f?.mobileTitle ?? 36, '#fff', 800)).join('') +
    pill(32, 120 + b.title.length * 42, b.cta, b.accent, shade(b.bg, 0.3), f?.mobileCta ?? 18, f?.mobileCtaWidth) +
    b.packs
      .slice(0, 3)
      .map(([slug], i) => packAt(slug, 340 + i * 95, 300 - (i % 2) * 24, 0.36))
      .join('');
  return svgDoc(600, 400, body, b.title.join(' '));
}

export const diyaRow = (y: number, n: number, w: number) =>
  Array.from({ length: n }, (_, i) => packAt('clay-diyas-hand-painted-12-pcs', (w / n) * (i + 0.5), y, 0.22)).join('');

export const BANNERS: Record<string, BannerSpec> = {
  'fresh-harvest': {
    bg: '#0b6e1d',
    accent: '#ffd54a',
    kicker: 'Fresh every morning',
    title: ['Farm-fresh fruits', '& vegetables'],
    sub: 'Picked at dawn, delivered the same day.',
    cta: 'Shop fresh',
    packs: [
      ['tomato-local', 880, 250, 0.5],
      ['shimla-apple-1-kg', 1130, 250, 0.5],
      ['carrot-ooty-500-g', 1010, 190, 0.55],
      ['coriander-leaves-100-g', 790, 240, 0.4],
    ],
  },
  'diwali-dhamaka': {
    bg: '#4a1450',
    accent: '#ffc145',
    kicker: 'Festival of lights',
    title: ['Diwali Dhamaka'],
    sub: 'Sweets, dry fruits, ghee and pooja needs.',
    cta: 'Shop the festival',
    packs: [
      ['anand-sweets-kaju-katli-250-g', 880, 220, 0.55],
      ['happilo-california-almonds-200-g', 1150, 220, 0.5],
      ['clay-diyas-hand-painted-12-pcs', 1010, 250, 0.6],
    ],
    extra: Array.from(
      { length: 14 },
      (_, i) => `<circle cx="${60 + i * 90}" cy="${20 + (i % 3) * 8}" r="5" fill="#ffc145" opacity=".7"/>`,
    ).join(''),
  },
  'todays-deals': {
    bg: DEAL,
    accent: '#ffe08a',
    kicker: 'Deal of the day',
    title: ["Today's deals"],
    sub: 'New prices every midnight. Units are limited!',
    cta: 'Grab a deal',
    packs: [
      ['fortune-sunlite-refined-sunflower-oil-1-l', 880, 220, 0.52],
      ['surf-excel-easy-wash-detergent-powder-1-kg', 1150, 220, 0.5],
      ['britannia-good-day-cashew-cookies-200-g', 1015, 250, 0.56],
    ],
  },
};

/** Words drawn on a promo strip or ad tile; `fit` (Kannada / Hindi only) sizes them to the space. */
export interface TileWords {
  title: string;
  sub: string;
  cta?: string;
  fit?: { title: number; sub: number; cta: number; ctaWidth: number };
}

/** Short promo strips under the slider (640×240). */
export function promo(bg: string, title: string, sub: string, art: string, words?: TileWords): string {
  const f = words?.fit;
  return svgDoc(
    640,
    240,
    `<rect width="640" height="240" rx="0" fill="${bg}"/><circle cx="540" cy="120" r="130" fill="${tint(bg, 0.15)}"/>` +
      leftText(36, 92, words?.title ?? title, f?.title ?? 34, '#fff', 800) +
      leftText(36, 132, words?.sub ?? sub, f?.sub ?? 18, tint(bg, 0.82)) +
      pill(36, 160, words?.cta ?? 'Know more', '#fff', bg, f?.cta ?? 16, f?.ctaWidth) +
      art,
    words?.title ?? title,
  );
}

export function store(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})"><rect x="-90" y="-40" width="180" height="130" rx="8" fill="#fff"/>` +
    `<path d="M-104 -40 L-84 -90 H84 L104 -40 Z" fill="#ffd54a"/>` +
    Array.from({ length: 5 }, (_, i) => `<path d="M${-104 + i * 41.6} -40 q20.8 26 41.6 0" fill="${i % 2 ? '#ffd54a' : '#fff'}"/>`).join(
      '',
    ) +
    `<rect x="-30" y="20" width="60" height="70" fill="${GREEN}"/><rect x="-76" y="4" width="36" height="34" fill="#cfe8f6"/><rect x="40" y="4" width="36" height="34" fill="#cfe8f6"/></g>`
  );
}

export function coin(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#f5b82e"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="#ffd54a"/>` +
    text(x, Math.round(y + r * 0.32), 'P', Math.round(r), '#b7791f', 800)
  );
}

/** The Diwali banners' colour, words and packs (x, y, scale on 1280 × 400); festival-art.ts draws their phone copies. */
export const DIWALI = {
  1: {
    bg: '#3b0d4a',
    title: 'Diwali Dhamaka',
    sub: 'Mithai, dry fruits and pooja needs for the festival.',
    packs: [
      ['haldirams-soan-papdi-500-g', 860, 210, 0.5],
      ['nandini-pure-cow-ghee-500-ml', 1120, 210, 0.48],
      ['cycle-3-in-1-agarbathi-120-g', 990, 240, 0.52],
    ],
  },
  2: {
    bg: '#7a1630',
    title: 'Sweet Diwali gifting',
    sub: 'Kaju katli, Ferrero Rocher and premium dry fruits.',
    packs: [
      ['ferrero-rocher-16-pieces-200-g', 860, 220, 0.5],
      ['happilo-premium-whole-cashews-200-g', 1120, 220, 0.48],
      ['anand-sweets-kaju-katli-250-g', 990, 240, 0.54],
    ],
  },
} as const;

/** A Diwali banner's words in Kannada or Hindi, at the sizes that fit left of the packs. */
export interface FestivalWords {
  title: string;
  sub: string;
  titleSize: number;
  subSize: number;
}

export function festivalBanner(variant: 1 | 2, words?: FestivalWords): string {
  const { bg, packs } = DIWALI[variant];
  const { title, sub } = words ?? DIWALI[variant];
  const body =
    `<rect width="1280" height="400" fill="${bg}"/>` +
    Array.from(
      { length: 9 },
      (_, i) => `<path d="M${i * 150} 0 q75 60 150 0" stroke="#ffc145" stroke-width="3" fill="none" opacity=".6"/>`,
    ).join('') +
    `<circle cx="1000" cy="220" r="230" fill="${tint(bg, 0.1)}"/>` +
    leftText(72, 150, title, words?.titleSize ?? 56, '#ffc145', 800) +
    leftText(72, 200, sub, words?.subSize ?? 22, tint(bg, 0.85)) +
    diyaRow(350, 6, 640) +
    packs.map(([s, x, y, sc]) => packAt(s, x, y, sc)).join('');
  return svgDoc(1280, 400, body, title);
}

export function ad(bg: string, title: string, sub: string, slugs: string[], words?: TileWords): string {
  const f = words?.fit;
  const body =
    `<rect width="600" height="300" fill="${bg}"/>` +
    `<circle cx="470" cy="170" r="150" fill="${tint(bg, 0.5)}"/>` +
    leftText(32, 80, words?.title ?? title, f?.title ?? 32, shade(bg, 0.75), 800) +
    leftText(32, 116, words?.sub ?? sub, f?.sub ?? 17, shade(bg, 0.6)) +
    pill(32, 220, words?.cta ?? 'Shop now', shade(bg, 0.65), '#fff', f?.cta ?? 16, f?.ctaWidth) +
    slugs.map((s, i) => packAt(s, 390 + i * 110, 170 + (i % 2) * 10, 0.38)).join('');
  return svgDoc(600, 300, body, words?.title ?? title);
}

/**
 * A points offer's picture: coins on the offer's colour, no words. The offer card writes the name
 * and what it gives beside it in the page's language (issue 34: the words drawn in were English on
 * the Kannada and Hindi pages).
 */
function offerCard(bg: string, title: string): string {
  const body =
    `<rect width="600" height="300" rx="0" fill="${bg}"/>` +
    `<circle cx="500" cy="60" r="120" fill="${tint(bg, 0.15)}"/>` +
    `<circle cx="120" cy="250" r="150" fill="${tint(bg, 0.08)}"/>` +
    coin(300, 150, 70) +
    coin(430, 110, 44) +
    coin(180, 120, 40) +
    coin(470, 220, 30) +
    coin(140, 220, 26);
  return svgDoc(600, 300, body, title);
}

function categoryTile(catId: number): string {
  const cat = CATEGORIES.find((c) => c.id === catId)!;
  const picks = PRODUCTS.filter((p) => p.category_id === catId && !p.out_of_stock);
  const chosen = [picks[0]!, picks[Math.floor(picks.length / 2)]!, picks[picks.length - 1]!];
  const body =
    `<rect width="300" height="300" rx="24" fill="${tint(cat.color, 0.86)}"/>` +
    `<circle cx="150" cy="160" r="118" fill="${tint(cat.color, 0.7)}"/>` +
    packAt(chosen[1]!.slug, 92, 170, 0.3) +
    packAt(chosen[2]!.slug, 208, 170, 0.3) +
    packAt(chosen[0]!.slug, 150, 190, 0.36);
  return svgDoc(300, 300, body, cat.name);
}

function emptyState(kind: 'cart' | 'wishlist' | 'search' | 'placeholder'): string {
  if (kind === 'placeholder')
    return svgDoc(
      600,
      600,
      `<rect width="600" height="600" fill="#eef3ef"/><g opacity=".55">${mark(236, 236, 2, '#c4d3c7', '#eef3ef')}</g>`,
      'Picture coming soon',
    );
  const ground = `<rect width="320" height="240" fill="#fff"/><ellipse cx="160" cy="204" rx="110" ry="12" fill="#e2e8e3"/>`;
  if (kind === 'cart')
    return svgDoc(
      320,
      240,
      ground +
        `<path d="M60 60 H88 L110 160 H236 L256 88 H98" fill="none" stroke="${GREEN}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<circle cx="122" cy="190" r="13" fill="${GREEN}"/><circle cx="224" cy="190" r="13" fill="${GREEN}"/>` +
        `<path d="M176 84 C170 56 188 38 216 34 C218 64 202 80 176 84 Z" fill="#9be15d"/>` +
        `<path d="M128 112 H226" stroke="#d7efdc" stroke-width="8" stroke-linecap="round"/><path d="M136 136 H216" stroke="#d7efdc" stroke-width="8" stroke-linecap="round"/>`,
      'Your cart is empty',
    );
  if (kind === 'wishlist')
    return svgDoc(
      320,
      240,
      ground +
        `<path d="M160 190 C90 140 70 110 70 84 C70 58 90 40 114 40 C134 40 150 52 160 68 C170 52 186 40 206 40 C230 40 250 58 250 84 C250 110 230 140 160 190 Z" fill="#fde7ea" stroke="#e0576a" stroke-width="8" stroke-linejoin="round"/>` +
        `<path d="M160 118 C156 96 170 82 192 80 C194 104 182 116 160 118 Z" fill="#9be15d"/>`,
      'Your wishlist is empty',
    );
  return svgDoc(
    320,
    240,
    ground +
      `<circle cx="140" cy="104" r="56" fill="#eef8f0" stroke="${GREEN}" stroke-width="10"/>` +
      `<path d="M182 146 L236 196" stroke="${GREEN}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M116 90 Q140 70 164 90" stroke="#9be15d" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      text(140, 128, '?', 34, GREEN_DARK, 800),
    'No products found',
  );
}

/** The promo strips under the slider, by file name: colour, English words, the art on the right. */
export const PROMOS: Record<string, { bg: string; title: string; sub: string; art: string }> = {
  'pickup-promo': { bg: GREEN, title: 'Order & pick up', sub: 'Six stores across Bengaluru.', art: store(530, 130) },
  'points-promo': {
    bg: '#6a2c8f',
    title: 'Pay with points',
    sub: 'Earn on every bill, redeem at checkout.',
    art: coin(510, 130, 60) + coin(585, 70, 32) + coin(590, 190, 24),
  },
};

/** The home ad tiles, by file name: colour, English words, the packs shown. */
export const ADS: Record<string, { bg: string; title: string; sub: string; slugs: string[] }> = {
  'dairy-morning': {
    bg: '#d9e8fb',
    title: 'Morning dairy',
    sub: 'Milk, curd and paneer before 7 AM',
    slugs: ['amul-gold-full-cream-milk-1-l', 'nandini-curd-500-g'],
  },
  'bakery-fresh': {
    bg: '#fbe7cf',
    title: 'Fresh from the oven',
    sub: 'Soft breads, rusks and buns',
    slugs: ['britannia-100-whole-wheat-bread-400-g', 'britannia-toastea-premium-bake-rusk-273-g'],
  },
  'staples-stock-up': {
    bg: '#f6ecd2',
    title: 'Stock up on staples',
    sub: 'Atta, rice, dal and oil for the month',
    slugs: ['aashirvaad-shudh-chakki-atta', 'tata-sampann-unpolished-toor-dal'],
  },
  'masala-magic': {
    bg: '#f9dcd6',
    title: 'Masalas of the South',
    sub: 'Sambar powder, rasam and more',
    slugs: ['mtr-sambar-powder-200-g', 'everest-garam-masala-100-g'],
  },
  'home-clean': {
    bg: '#d6f0ee',
    title: 'Sparkling clean home',
    sub: 'Detergents, dishwash and cleaners',
    slugs: ['lizol-disinfectant-floor-cleaner-citrus-975-ml', 'vim-lemon-dishwash-gel'],
  },
  'baby-care': {
    bg: '#fbe1ec',
    title: 'Gentle baby care',
    sub: 'Diapers, wipes and baby food',
    slugs: ['pampers-baby-dry-pants-medium-56-pcs', 'nestle-cerelac-wheat-apple-300-g'],
  },
};

/** Every static picture, keyed by its path under public/. */
export function staticArt(): Record<string, string> {
  const out: Record<string, string> = {
    'logo.svg': logo(),
    'favicon.svg': favicon(),
    'media/static/placeholder.svg': emptyState('placeholder'),
    'media/static/empty-cart.svg': emptyState('cart'),
    'media/static/empty-wishlist.svg': emptyState('wishlist'),
    'media/static/no-results.svg': emptyState('search'),
    'media/static/banners/diwali-1.svg': festivalBanner(1),
    'media/static/banners/diwali-2.svg': festivalBanner(2),
    'media/static/offers/loyalty-bonanza.svg': offerCard('#0b6e1d', 'Loyalty Bonanza'),
    'media/static/offers/weekend-saver.svg': offerCard('#1f5fd1', 'Weekend Saver'),
    'media/static/offers/festive-points-feast.svg': offerCard('#7a1630', 'Festive Points Feast'),
  };
  for (const [name, p] of Object.entries(PROMOS)) out[`media/static/banners/${name}.svg`] = promo(p.bg, p.title, p.sub, p.art);
  for (const [name, a] of Object.entries(ADS)) out[`media/static/ads/${name}.svg`] = ad(a.bg, a.title, a.sub, a.slugs);
  for (const [name, spec] of Object.entries(BANNERS)) {
    out[`media/static/banners/${name}.svg`] = desktopBanner(spec);
    out[`media/static/banners/${name}-mobile.svg`] = mobileBanner(spec);
  }
  for (const c of CATEGORIES) out[`media/static/categories/${c.slug}.svg`] = categoryTile(c.id);
  return out;
}
