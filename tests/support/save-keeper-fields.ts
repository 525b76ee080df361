/**
 * The festival and home slide the save-keeper tests save, and the edit of each of their fields
 * (issue 33): one list for the local-mode test (tests/unit/save-keeper.test.ts) and the GitHub-mode
 * one (tests/unit/save-keeper-github.test.ts), so both modes are checked on the same fields.
 */
export type Data = Record<string, unknown>;
export const FESTIVAL = 'src/content/festivals/diwali.md';
export const FESTIVAL_ORDER = [
  'name',
  'status',
  'order',
  'days',
  'summary',
  'banners',
  'products',
  'category',
  'deals',
  'festival_id',
  'kn',
  'hi',
];
export const FESTIVAL_TEXT = `---
# The Diwali festival the seed loads (scripts/seed/fixtures.ts FESTIVAL_ID, festivalList API).
name: Diwali Dhamaka
status: published
order: 1 # before Sankranti when both are on
festival_id: 3
# India days, both included
days:
  starts: 2026-10-25
  ends: 2026-12-31
summary: Sweets, dry fruits, ghee, diyas and pooja needs.
banners:
  # the words sit on the left: keep focus left
  - src: ../../assets/festivals/diwali/diwali-1.jpg
    alt: Diwali Dhamaka – sweets and dry fruits
    phone: ../../assets/festivals/diwali/diwali-1-phone.jpg
    focus: left
products:
  - haldirams-soan-papdi-500-g # the best seller
  - amul-pure-ghee
category: ''
deals:
  - product: amul-pure-ghee
    price: 599
    units: 20
kn:
  # checked by Shwetha, 02/10/2026
  name: ದೀಪಾವಳಿ ಧಮಾಕಾ
  summary: ಸಿಹಿತಿಂಡಿ
  text: "ಮನೆ ಬೆಳಗಿಸಿ: ಎಲ್ಲವೂ"
  banners:
    - alt: ದೀಪಾವಳಿ ಧಮಾಕಾ
      src: ../../assets/festivals/diwali/diwali-1.kn.jpg
hi:
  name: दिवाली धमाका
  summary: मिठाइयाँ
  text: "घर को रोशन करें: सब"
  banners:
    - alt: दिवाली धमाका
      phone: ../../assets/festivals/diwali/diwali-1-phone.hi.jpg
# keep the deal units in step with the flyer
---

Light up the house and fill the sweet box.
`;
export const SLIDE = 'src/content/home-slides/diwali-week.json';
export const SLIDE_ORDER = ['title', 'place', 'order', 'photo', 'mobile', 'link', 'shows_from', 'shows_until', 'kn', 'hi'];
export const SLIDE_DATA = {
  title: 'Diwali week',
  place: 'main',
  order: 2,
  photo: '../../assets/home-slides/diwali-week/photo.svg',
  mobile: '../../assets/home-slides/diwali-week/mobile.svg',
  link: '/festival',
  shows_from: '2026-10-25',
  shows_until: '2026-11-02',
  kn: {
    title: 'ದೀಪಾವಳಿ ವಾರ',
    photo: '../../assets/home-slides/diwali-week/photo.kn.svg',
    mobile: '../../assets/home-slides/diwali-week/mobile.kn.svg',
  },
  hi: {
    title: 'दिवाली सप्ताह',
    photo: '../../assets/home-slides/diwali-week/photo.hi.svg',
    mobile: '../../assets/home-slides/diwali-week/mobile.hi.svg',
  },
};

/** The picture fields of a value, with Keystatic's name for each (its field path). */
export function pictures(value: unknown, path: string[] = [], out: Array<{ at: string[]; ref: string }> = []) {
  if (typeof value === 'string' && value.startsWith('../../assets/')) out.push({ at: path, ref: value });
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pictures(v, [...path, k], out);
  return out;
}

export const FESTIVAL_EDITS: Array<[string, (d: Data) => void]> = [
  ['name', (d) => (d.name = 'Diwali Dhamaka 2026')],
  ['status', (d) => (d.status = 'draft')],
  ['order', (d) => (d.order = 4)],
  ['days', (d) => (d.days = { starts: '2026-10-26', ends: '2026-12-30' })],
  ['summary', (d) => (d.summary = 'Sweets for the festival of lights.')],
  ['banner alt', (d) => ((d.banners as Data[])[0]!.alt = 'Sweets and dry fruits for Diwali')],
  ['banner focus', (d) => ((d.banners as Data[])[0]!.focus = 'centre')],
  ['banner phone picture removed', (d) => delete (d.banners as Data[])[0]!.phone],
  ['products', (d) => (d.products as string[]).push('cotton-wicks-round-200-pcs')],
  ['category', (d) => (d.category = 'indian-sweets')],
  ['deals', (d) => ((d.deals as Data[])[0]!.price = 579)],
  ['kn name', (d) => ((d.kn as Data).name = 'ದೀಪಾವಳಿ')],
  ['kn summary', (d) => ((d.kn as Data).summary = 'ಸಿಹಿ')],
  ['kn text', (d) => ((d.kn as Data).text = 'ಮನೆ ಬೆಳಗಿಸಿ')],
  ['kn banner alt', (d) => (((d.kn as Data).banners as Data[])[0]!.alt = 'ದೀಪಾವಳಿ')],
  ['hi name', (d) => ((d.hi as Data).name = 'दिवाली')],
  ['hi summary', (d) => ((d.hi as Data).summary = 'मिठाई')],
  ['hi text', (d) => ((d.hi as Data).text = 'घर रोशन करें')],
  ['hi banner alt', (d) => (((d.hi as Data).banners as Data[])[0]!.alt = 'दिवाली')],
  ['body', () => undefined],
];

export const commentsOf = (text: string) => text.split('\n').flatMap((l) => (/(^|\s)#\s/.exec(l) ? [l.slice(l.indexOf('#')).trim()] : []));

export const SLIDE_EDITS: Array<[string, (d: Data) => void]> = [
  ['title', (d) => (d.title = 'Diwali week offers')],
  ['place', (d) => (d.place = 'below')],
  ['order', (d) => (d.order = 5)],
  ['link', (d) => (d.link = '/offers')],
  ['shows_from', (d) => (d.shows_from = '2026-10-24')],
  ['shows_until', (d) => delete d.shows_until],
  ['kn title', (d) => ((d.kn as Data).title = 'ದೀಪಾವಳಿ')],
  ['hi title', (d) => ((d.hi as Data).title = 'दिवाली')],
  ['mobile removed', (d) => delete d.mobile],
];
