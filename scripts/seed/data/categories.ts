/** The ten shop categories and their subcategories (ids are stable; products refer to subcategory slugs). */
export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  /** pack colour for the category tile */
  color: string;
  subs: { id: number; name: string; slug: string }[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    name: 'Fruits & Vegetables',
    slug: 'fruits-vegetables',
    color: '#3f9b3a',
    subs: [
      { id: 101, name: 'Fresh Fruits', slug: 'fresh-fruits' },
      { id: 102, name: 'Fresh Vegetables', slug: 'fresh-vegetables' },
      { id: 103, name: 'Leafy Greens & Herbs', slug: 'leafy-greens-herbs' },
      { id: 104, name: 'Exotic Fruits & Veggies', slug: 'exotic-fruits-veggies' },
    ],
  },
  {
    id: 2,
    name: 'Dairy & Bakery',
    slug: 'dairy-bakery',
    color: '#2f7fc1',
    subs: [
      { id: 201, name: 'Milk', slug: 'milk' },
      { id: 202, name: 'Curd, Paneer & Cream', slug: 'curd-paneer-cream' },
      { id: 203, name: 'Butter, Ghee & Cheese', slug: 'butter-ghee-cheese' },
      { id: 204, name: 'Bread & Buns', slug: 'bread-buns' },
    ],
  },
  {
    id: 3,
    name: 'Staples',
    slug: 'staples',
    color: '#c98a2b',
    subs: [
      { id: 301, name: 'Atta & Flours', slug: 'atta-flours' },
      { id: 302, name: 'Rice & Rice Products', slug: 'rice-rice-products' },
      { id: 303, name: 'Dals & Pulses', slug: 'dals-pulses' },
      { id: 304, name: 'Edible Oils', slug: 'edible-oils' },
      { id: 305, name: 'Sugar, Salt & Jaggery', slug: 'sugar-salt-jaggery' },
    ],
  },
  {
    id: 4,
    name: 'Snacks & Branded Foods',
    slug: 'snacks-branded-foods',
    color: '#e0572a',
    subs: [
      { id: 401, name: 'Biscuits & Cookies', slug: 'biscuits-cookies' },
      { id: 402, name: 'Chips & Namkeen', slug: 'chips-namkeen' },
      { id: 403, name: 'Chocolates & Sweets', slug: 'chocolates-sweets' },
      { id: 404, name: 'Breakfast Cereals', slug: 'breakfast-cereals' },
      { id: 405, name: 'Noodles, Pasta & Ready to Cook', slug: 'noodles-pasta-ready-to-cook' },
    ],
  },
  {
    id: 5,
    name: 'Beverages',
    slug: 'beverages',
    color: '#8a4b2a',
    subs: [
      { id: 501, name: 'Tea', slug: 'tea' },
      { id: 502, name: 'Coffee', slug: 'coffee' },
      { id: 503, name: 'Soft Drinks', slug: 'soft-drinks' },
      { id: 504, name: 'Juices', slug: 'juices' },
      { id: 505, name: 'Health Drinks', slug: 'health-drinks' },
    ],
  },
  {
    id: 6,
    name: 'Masala & Dry Fruits',
    slug: 'masala-dry-fruits',
    color: '#b8322a',
    subs: [
      { id: 601, name: 'Powdered Masalas', slug: 'powdered-masalas' },
      { id: 602, name: 'Whole Spices', slug: 'whole-spices' },
      { id: 603, name: 'Dry Fruits & Nuts', slug: 'dry-fruits-nuts' },
      { id: 604, name: 'Indian Sweets', slug: 'indian-sweets' },
    ],
  },
  {
    id: 7,
    name: 'Personal Care',
    slug: 'personal-care',
    color: '#8e4bb5',
    subs: [
      { id: 701, name: 'Soaps & Body Wash', slug: 'soaps-body-wash' },
      { id: 702, name: 'Oral Care', slug: 'oral-care' },
      { id: 703, name: 'Hair Care', slug: 'hair-care' },
      { id: 704, name: 'Skin Care', slug: 'skin-care' },
    ],
  },
  {
    id: 8,
    name: 'Home Care',
    slug: 'home-care',
    color: '#1f8f8a',
    subs: [
      { id: 801, name: 'Detergents & Laundry', slug: 'detergents-laundry' },
      { id: 802, name: 'Dishwash', slug: 'dishwash' },
      { id: 803, name: 'Floor & Toilet Cleaners', slug: 'floor-toilet-cleaners' },
      { id: 804, name: 'Pooja Needs', slug: 'pooja-needs' },
    ],
  },
  {
    id: 9,
    name: 'Baby Care',
    slug: 'baby-care',
    color: '#e27aa6',
    subs: [
      { id: 901, name: 'Diapers & Wipes', slug: 'diapers-wipes' },
      { id: 902, name: 'Baby Food', slug: 'baby-food' },
      { id: 903, name: 'Baby Bath & Skin', slug: 'baby-bath-skin' },
    ],
  },
  {
    id: 10,
    name: 'Eggs, Meat & Fish',
    slug: 'eggs-meat-fish',
    color: '#c2453d',
    subs: [
      { id: 1001, name: 'Eggs', slug: 'eggs' },
      { id: 1002, name: 'Chicken', slug: 'chicken' },
      { id: 1003, name: 'Fish & Seafood', slug: 'fish-seafood' },
    ],
  },
];

export const categoryPhoto = (slug: string) => `/media/static/categories/${slug}.svg`;

const bySub = new Map(CATEGORIES.flatMap((c) => c.subs.map((s) => [s.slug, { category: c, sub: s }] as const)));

export function findSubcategory(slug: string) {
  const hit = bySub.get(slug);
  if (!hit) throw new Error(`unknown subcategory ${slug}`);
  return hit;
}
