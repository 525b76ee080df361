/**
 * The shelf: every product the demo store sells. APPEND ONLY: a product's id is its position in this
 * list (1-based), and orders, carts and wishlists point at those ids.
 *
 * p(subcategory, brand, title, pack size, MRP ₹, selling ₹, extras). The name is title + pack size;
 * products with variants have no pack size in the name and take their prices from the first variant.
 * flags: h = hot, b = best, f = featured, n = new.
 */
import type { GstRate, PackKind } from './shelf';

export interface ProductRow {
  sub: string;
  brand: string;
  title: string;
  size: string;
  mrp: number;
  price: number;
  kind?: PackKind;
  /** pack / produce colour for the generated picture */
  color?: string;
  hsn?: string;
  gst?: GstRate;
  generic?: string;
  bestBefore?: string;
  origin?: string;
  stock?: number;
  oos?: boolean;
  pmin?: number;
  pmax?: number;
  flags?: string;
  /** a product-specific line for sort_details */
  note?: string;
  /** [name, MRP ₹, selling ₹] per variant */
  variants?: [string, number, number][];
  /** declared net quantity when the pack size is a count, e.g. tea bags */
  net?: [number, 'g' | 'kg' | 'ml' | 'l' | 'pc'];
}

type Extras = Omit<ProductRow, 'sub' | 'brand' | 'title' | 'size' | 'mrp' | 'price'>;
const p = (sub: string, brand: string, title: string, size: string, mrp: number, price: number, x: Extras = {}): ProductRow => ({
  sub,
  brand,
  title,
  size,
  mrp,
  price,
  ...x,
});
const HF = 'Haat Fresh';

export const PRODUCT_ROWS: ProductRow[] = [
  // 1–10 fresh fruits
  p('fresh-fruits', HF, 'Fresh Banana Robusta', '1 kg', 60, 49, {
    kind: 'bunch',
    color: '#f4d03f',
    hsn: '0803',
    pmin: 2,
    pmax: 6,
    flags: 'hb',
    note: 'Naturally ripened Robusta bananas, sweet and creamy.',
  }),
  p('fresh-fruits', HF, 'Shimla Apple', '1 kg', 220, 189, {
    color: '#d63031',
    hsn: '0808',
    flags: 'bf',
    note: 'Crisp, juicy apples from Himachal orchards.',
  }),
  p('fresh-fruits', HF, 'Pomegranate Bhagwa', '500 g', 140, 119, { color: '#b0243a', note: 'Deep red arils, sweet with a gentle tang.' }),
  p('fresh-fruits', HF, 'Papaya Semi Ripe', '1 pc', 70, 59, {
    color: '#f39c12',
    hsn: '0807',
    note: 'About 800 g to 1.2 kg; ripens in a day or two.',
  }),
  p('fresh-fruits', HF, 'Nagpur Orange', '1 kg', 120, 99, { color: '#f57f17', hsn: '0805', flags: 'n' }),
  p('fresh-fruits', HF, 'Green Grapes Seedless', '500 g', 90, 79, { kind: 'bunch', color: '#8bc34a', hsn: '0806' }),
  p('fresh-fruits', HF, 'Banganapalli Mango', '1 kg', 160, 139, {
    color: '#f9b52c',
    hsn: '0804',
    flags: 'hn',
    note: 'Fibreless, golden-yellow mangoes from Andhra Pradesh.',
  }),
  p('fresh-fruits', HF, 'Watermelon Kiran', '1 pc', 80, 65, {
    color: '#2e7d32',
    hsn: '0807',
    note: 'About 2 to 3 kg; sweet red flesh with few seeds.',
  }),
  p('fresh-fruits', HF, 'Guava Allahabad Safeda', '500 g', 60, 49, { color: '#9ccc65', hsn: '0804' }),
  p('fresh-fruits', HF, 'Mosambi', '1 kg', 90, 75, { color: '#c0ca33', hsn: '0805' }),
  // 11–25 fresh vegetables
  p('fresh-vegetables', HF, 'Onion', '', 0, 0, {
    variants: [
      ['500 g', 23, 19],
      ['1 kg', 45, 36],
      ['2 kg', 90, 69],
    ],
    color: '#a7456b',
    hsn: '0703',
    note: 'Firm Nashik onions, a staple for every curry.',
  }),
  p('fresh-vegetables', HF, 'Tomato Local', '', 0, 0, {
    variants: [
      ['500 g', 20, 17],
      ['1 kg', 40, 32],
    ],
    color: '#e53935',
    hsn: '0702',
    flags: 'h',
  }),
  p('fresh-vegetables', HF, 'Potato', '', 0, 0, {
    variants: [
      ['1 kg', 45, 38],
      ['2 kg', 90, 72],
    ],
    color: '#b5834a',
    hsn: '0701',
  }),
  p('fresh-vegetables', HF, 'Carrot Ooty', '500 g', 40, 34, {
    kind: 'long',
    color: '#ef6c00',
    hsn: '0706',
    note: 'Sweet, crunchy carrots from the Nilgiris.',
  }),
  p('fresh-vegetables', HF, 'Cauliflower', '1 pc', 45, 38, { kind: 'leafy', color: '#f1ead2', hsn: '0704' }),
  p('fresh-vegetables', HF, 'Cabbage', '1 pc', 40, 30, { kind: 'leafy', color: '#9ccc65', hsn: '0704' }),
  p('fresh-vegetables', HF, 'Capsicum Green', '500 g', 50, 42, { color: '#43a047' }),
  p('fresh-vegetables', HF, 'Lady Finger Bhindi', '500 g', 40, 33, { kind: 'long', color: '#558b2f' }),
  p('fresh-vegetables', HF, 'Cucumber', '500 g', 30, 25, { kind: 'long', color: '#388e3c', hsn: '0707' }),
  p('fresh-vegetables', HF, 'French Beans', '500 g', 60, 48, { kind: 'long', color: '#66bb6a', hsn: '0708' }),
  p('fresh-vegetables', HF, 'Garlic', '250 g', 80, 65, { color: '#efe6d8', hsn: '0703' }),
  p('fresh-vegetables', HF, 'Ginger', '250 g', 40, 32, { color: '#c8a165', hsn: '0910', stock: 6 }),
  p('fresh-vegetables', HF, 'Green Chilli', '100 g', 15, 12, { kind: 'long', color: '#2e7d32' }),
  p('fresh-vegetables', HF, 'Brinjal Purple Long', '500 g', 40, 32, { kind: 'long', color: '#6a1b9a', hsn: '0709' }),
  p('fresh-vegetables', HF, 'Beetroot', '500 g', 35, 29, { color: '#8e1b3e', hsn: '0706' }),
  // 26–30 leafy greens
  p('leafy-greens-herbs', HF, 'Coriander Leaves', '100 g', 15, 10, { color: '#43a047' }),
  p('leafy-greens-herbs', HF, 'Mint Leaves', '100 g', 15, 12, { color: '#2e9d5b' }),
  p('leafy-greens-herbs', HF, 'Spinach Palak', '250 g', 30, 24, { color: '#2e7d32' }),
  p('leafy-greens-herbs', HF, 'Methi Leaves', '250 g', 30, 22, { color: '#558b2f', flags: 'n' }),
  p('leafy-greens-herbs', HF, 'Curry Leaves', '50 g', 10, 8, { color: '#1b5e20' }),
  // 31–35 exotic
  p('exotic-fruits-veggies', HF, 'Broccoli', '250 g', 90, 75, { kind: 'leafy', color: '#2e7d32', hsn: '0704', flags: 'f' }),
  p('exotic-fruits-veggies', HF, 'Avocado Hass', '1 pc', 150, 129, {
    color: '#4e6b2f',
    hsn: '0804',
    origin: 'Tanzania',
    generic: 'Fresh avocado',
    note: 'Imported Hass avocado; ready to eat when it yields to gentle pressure.',
  }),
  p('exotic-fruits-veggies', HF, 'Kiwi Green', '3 pcs', 120, 99, {
    color: '#7a5c2e',
    hsn: '0810',
    origin: 'New Zealand',
    generic: 'Fresh kiwifruit',
    flags: 'n',
  }),
  p('exotic-fruits-veggies', HF, 'Zucchini Green', '500 g', 90, 72, { kind: 'long', color: '#33691e', stock: 0 }),
  p('exotic-fruits-veggies', HF, 'Bell Pepper Red', '250 g', 70, 59, { color: '#c62828' }),
  // 36–40 milk
  p('milk', 'Amul', 'Amul Gold Full Cream Milk', '1 L', 68, 68, {
    kind: 'carton',
    stock: 5,
    flags: 'b',
    note: 'Full cream milk with 6% fat, rich and creamy.',
  }),
  p('milk', 'Nandini', 'Nandini Toned Milk', '', 0, 0, {
    variants: [
      ['500 ml', 26, 26],
      ['1 L', 50, 50],
    ],
    flags: 'bh',
    note: "Karnataka's favourite blue packet, 3% fat.",
  }),
  p('milk', 'Amul', 'Amul Taaza Toned Milk', '1 L', 74, 72, {
    kind: 'carton',
    generic: 'UHT toned milk',
    bestBefore: '180 days from packaging (unopened)',
  }),
  p('milk', 'Akshayakalpa', 'Akshayakalpa Organic Cow Milk', '500 ml', 48, 46, {
    flags: 'fn',
    note: 'Certified organic milk from small farms around Tiptur.',
  }),
  p('milk', 'Heritage', 'Heritage Toned Milk', '500 ml', 28, 27, { stock: 0 }),
  // 41–45 curd, paneer, cream
  p('curd-paneer-cream', 'Nandini', 'Nandini Curd', '500 g', 28, 28),
  p('curd-paneer-cream', 'Amul', 'Amul Masti Dahi', '400 g', 35, 33),
  p('curd-paneer-cream', 'Milky Mist', 'Milky Mist Paneer', '200 g', 100, 95, {
    kind: 'block',
    hsn: '0406',
    gst: 0,
    generic: 'Paneer',
    bestBefore: 'Best before 30 days from packaging when refrigerated',
    flags: 'h',
    note: 'Soft, fresh paneer that holds its shape in curries.',
  }),
  p('curd-paneer-cream', 'Amul', 'Amul Fresh Cream', '250 ml', 70, 67, {
    kind: 'carton',
    hsn: '0401',
    generic: 'Fresh cream',
    bestBefore: '90 days from packaging (unopened)',
  }),
  p('curd-paneer-cream', 'Epigamia', 'Epigamia Greek Yogurt Blueberry', '90 g', 50, 45, { generic: 'Flavoured Greek yogurt', flags: 'n' }),
  // 46–51 butter, ghee, cheese
  p('butter-ghee-cheese', 'Amul', 'Amul Butter Pasteurised', '100 g', 62, 60, { note: 'The utterly butterly delicious classic.' }),
  p('butter-ghee-cheese', 'Amul', 'Amul Pure Ghee', '', 0, 0, {
    kind: 'jar',
    generic: 'Ghee',
    bestBefore: '9 months from packaging',
    variants: [
      ['200 ml', 150, 145],
      ['500 ml', 365, 349],
      ['1 L', 680, 650],
    ],
    flags: 'f',
  }),
  p('butter-ghee-cheese', 'Nandini', 'Nandini Pure Cow Ghee', '500 ml', 330, 315, {
    kind: 'jar',
    generic: 'Ghee',
    bestBefore: '9 months from packaging',
    note: 'Granular, aromatic cow ghee from the Karnataka Milk Federation.',
  }),
  p('butter-ghee-cheese', 'Amul', 'Amul Cheese Slices', '200 g', 150, 142, { hsn: '0406', generic: 'Processed cheese' }),
  p('butter-ghee-cheese', 'Britannia', 'Britannia Cheese Cubes', '200 g', 135, 125, {
    kind: 'box',
    hsn: '0406',
    generic: 'Processed cheese',
  }),
  p('butter-ghee-cheese', 'Amul', 'Amul Unsalted Butter', '500 g', 285, 275, { generic: 'Butter' }),
  // 52–56 bread
  p('bread-buns', 'Britannia', 'Britannia 100% Whole Wheat Bread', '400 g', 55, 52, { flags: 'h' }),
  p('bread-buns', 'Modern', 'Modern White Bread', '400 g', 45, 42),
  p('bread-buns', 'iD Fresh', 'iD Fresh Malabar Parota', '5 pcs', 75, 70, {
    kind: 'pouch',
    generic: 'Parotta (ready to cook)',
    net: [400, 'g'],
    bestBefore: 'Best before 7 days from manufacture when refrigerated',
  }),
  p('bread-buns', 'Britannia', 'Britannia Toastea Premium Bake Rusk', '273 g', 60, 55, {
    kind: 'packet',
    gst: 5,
    generic: 'Rusk',
    bestBefore: '6 months from manufacture',
  }),
  p('bread-buns', 'Modern', 'Modern Burger Buns', '4 pcs', 45, 40, { net: [200, 'g'], generic: 'Buns', gst: 5 }),
  // 57–62 atta
  p('atta-flours', 'Aashirvaad', 'Aashirvaad Shudh Chakki Atta', '', 0, 0, {
    variants: [
      ['1 kg', 68, 62],
      ['5 kg', 330, 285],
      ['10 kg', 620, 545],
    ],
    flags: 'b',
    note: '0% maida, 100% whole wheat atta for soft rotis.',
  }),
  p('atta-flours', 'Nature Fresh', 'Nature Fresh Sampoorna Chakki Atta', '5 kg', 285, 245),
  p('atta-flours', 'Rajdhani', 'Rajdhani Besan', '500 g', 75, 68, { kind: 'pouch', hsn: '1106', generic: 'Gram flour (besan)' }),
  p('atta-flours', 'Aashirvaad', 'Aashirvaad Multigrain Atta', '1 kg', 85, 78, { generic: 'Multigrain flour' }),
  p('atta-flours', '24 Mantra', '24 Mantra Organic Sooji', '500 g', 60, 54, { kind: 'pouch', hsn: '1103', generic: 'Semolina (sooji)' }),
  p('atta-flours', '24 Mantra', '24 Mantra Organic Ragi Flour', '500 g', 75, 66, {
    kind: 'pouch',
    hsn: '1102',
    generic: 'Finger millet flour (ragi)',
    flags: 'n',
  }),
  // 63–68 rice
  p('rice-rice-products', 'India Gate', 'India Gate Basmati Rice Classic', '', 0, 0, {
    variants: [
      ['500 g', 105, 95],
      ['1 kg', 210, 185],
      ['5 kg', 975, 869],
    ],
    flags: 'bf',
    note: 'Long-grain basmati aged for two years.',
  }),
  p('rice-rice-products', 'Daawat', 'Daawat Rozana Super Basmati Rice', '', 0, 0, {
    variants: [
      ['1 kg', 120, 99],
      ['5 kg', 580, 479],
    ],
  }),
  p('rice-rice-products', HF, 'Sona Masoori Raw Rice', '', 0, 0, {
    variants: [
      ['1 kg', 78, 69],
      ['5 kg', 380, 335],
      ['10 kg', 740, 649],
    ],
    generic: 'Raw rice (Sona Masoori)',
    color: '#e8d9a8',
    flags: 'h',
    note: 'Light, aromatic everyday rice from Raichur.',
  }),
  p('rice-rice-products', '24 Mantra', '24 Mantra Organic Thick Poha', '500 g', 55, 49, {
    kind: 'pouch',
    hsn: '1904',
    generic: 'Flattened rice (poha)',
  }),
  p('rice-rice-products', 'Daawat', 'Daawat Brown Basmati Rice', '1 kg', 190, 165),
  p('rice-rice-products', 'India Gate', 'India Gate Feast Rozzana Basmati Rice', '5 kg', 599, 499, { stock: 4 }),
  // 69–74 dals
  p('dals-pulses', 'Tata Sampann', 'Tata Sampann Unpolished Toor Dal', '', 0, 0, {
    variants: [
      ['500 g', 105, 92],
      ['1 kg', 205, 179],
    ],
    generic: 'Toor dal (split pigeon peas)',
  }),
  p('dals-pulses', 'Tata Sampann', 'Tata Sampann Unpolished Moong Dal', '', 0, 0, {
    variants: [
      ['500 g', 95, 84],
      ['1 kg', 185, 162],
    ],
    generic: 'Moong dal (split green gram)',
  }),
  p('dals-pulses', 'Tata Sampann', 'Tata Sampann Chana Dal', '1 kg', 130, 112, { generic: 'Chana dal (split Bengal gram)' }),
  p('dals-pulses', '24 Mantra', '24 Mantra Organic Urad Dal', '500 g', 110, 98, { generic: 'Urad dal (split black gram)' }),
  p('dals-pulses', HF, 'Rajma Chitra', '500 g', 95, 82, { generic: 'Kidney beans (rajma)', color: '#a0522d' }),
  p('dals-pulses', HF, 'Kabuli Chana', '500 g', 90, 78, { generic: 'Chickpeas (kabuli chana)', color: '#d9b26f', oos: true }),
  // 75–80 oils
  p('edible-oils', 'Fortune', 'Fortune Sunlite Refined Sunflower Oil', '1 L', 175, 155, {
    flags: 'h',
    note: 'Light and healthy sunflower oil, rich in vitamin E.',
  }),
  p('edible-oils', 'Fortune', 'Fortune Kachi Ghani Pure Mustard Oil', '', 0, 0, {
    variants: [
      ['500 ml', 98, 88],
      ['1 L', 190, 169],
    ],
    hsn: '1514',
    generic: 'Mustard oil',
  }),
  p('edible-oils', 'Saffola', 'Saffola Gold Pro Healthy Lifestyle Oil', '', 0, 0, {
    variants: [
      ['1 L', 215, 189],
      ['5 L', 1050, 915],
    ],
    hsn: '1517',
    generic: 'Blended edible vegetable oil',
    flags: 'f',
  }),
  p('edible-oils', 'Gemini', 'Gemini Refined Sunflower Oil', '', 0, 0, {
    variants: [
      ['1 L', 165, 142],
      ['5 L', 820, 699],
    ],
    kind: 'pouch',
  }),
  p('edible-oils', 'Idhayam', 'Idhayam Gingelly Oil', '500 ml', 230, 210, { hsn: '1515', generic: 'Sesame oil (gingelly)' }),
  p('edible-oils', 'KLF Coconad', 'KLF Coconad Coconut Oil', '500 ml', 180, 160, { hsn: '1513', generic: 'Coconut oil' }),
  // 81–84 sugar, salt
  p('sugar-salt-jaggery', 'Tata', 'Tata Salt Iodised', '1 kg', 28, 28, {
    hsn: '2501',
    gst: 0,
    generic: 'Iodised salt',
    note: 'Vacuum-evaporated iodised salt, desh ka namak.',
  }),
  p('sugar-salt-jaggery', 'Madhur', 'Madhur Pure & Hygienic Sugar', '1 kg', 60, 55),
  p('sugar-salt-jaggery', HF, 'Organic Jaggery Powder', '500 g', 90, 79, {
    hsn: '1701',
    generic: 'Jaggery powder (gur)',
    color: '#a0662a',
  }),
  p('sugar-salt-jaggery', 'Tata', 'Tata Salt Rock Salt', '1 kg', 110, 99, { hsn: '2501', gst: 0, generic: 'Rock salt (sendha namak)' }),
  // 85–92 biscuits
  p('biscuits-cookies', 'Britannia', 'Britannia Good Day Cashew Cookies', '200 g', 40, 38, { flags: 'h' }),
  p('biscuits-cookies', 'Parle', 'Parle-G Original Glucose Biscuits', '800 g', 80, 78, {
    flags: 'b',
    note: "India's favourite glucose biscuit, family pack.",
  }),
  p('biscuits-cookies', 'Britannia', 'Britannia Marie Gold', '250 g', 40, 38),
  p('biscuits-cookies', 'Sunfeast', 'Sunfeast Dark Fantasy Choco Fills', '75 g', 40, 38, { flags: 'n' }),
  p('biscuits-cookies', 'Britannia', 'Britannia NutriChoice Digestive', '250 g', 60, 55),
  p('biscuits-cookies', 'Parle', 'Parle Hide & Seek Chocolate Chip Cookies', '200 g', 60, 55),
  p('biscuits-cookies', 'Unibic', 'Unibic Choco Chip Cookies', '150 g', 60, 50),
  p('biscuits-cookies', 'Oreo', 'Oreo Chocolate Cream Biscuits', '120 g', 35, 33),
  // 93–99 chips & namkeen
  p('chips-namkeen', "Haldiram's", "Haldiram's Aloo Bhujia", '400 g', 115, 105, {
    flags: 'b',
    note: 'Crunchy potato and besan sev with a hint of mint.',
  }),
  p('chips-namkeen', "Lay's", "Lay's India's Magic Masala Potato Chips", '52 g', 20, 20, { hsn: '2005', generic: 'Potato chips' }),
  p('chips-namkeen', 'Bingo', 'Bingo Mad Angles Achaari Masti', '72 g', 30, 30, { hsn: '1904', generic: 'Extruded snack' }),
  p('chips-namkeen', "Haldiram's", "Haldiram's Moong Dal", '200 g', 60, 55),
  p('chips-namkeen', 'Kurkure', 'Kurkure Masala Munch', '90 g', 20, 20, { hsn: '1904', generic: 'Extruded corn snack' }),
  p('chips-namkeen', 'Bikaji', 'Bikaji Bikaneri Bhujia', '400 g', 110, 99),
  p('chips-namkeen', 'Pringles', 'Pringles Original', '107 g', 115, 105, {
    kind: 'can',
    hsn: '2005',
    generic: 'Potato crisps',
    origin: 'Malaysia',
  }),
  // 100–105 chocolates
  p('chocolates-sweets', 'Cadbury', 'Cadbury Dairy Milk Silk', '60 g', 90, 85, { flags: 'hf', note: 'Smooth, silky milk chocolate.' }),
  p('chocolates-sweets', 'Cadbury', 'Cadbury Dairy Milk Chocolate', '50 g', 50, 48),
  p('chocolates-sweets', 'Nestle', 'Nestle KitKat 4 Finger', '41.5 g', 40, 40),
  p('chocolates-sweets', 'Amul', 'Amul Dark Chocolate 55% Cocoa', '150 g', 200, 185, { flags: 'n' }),
  p('chocolates-sweets', 'Ferrero', 'Ferrero Rocher 16 Pieces', '200 g', 799, 749, {
    kind: 'box',
    origin: 'Italy',
    generic: 'Chocolate with hazelnut',
    note: 'Crisp hazelnut, smooth chocolate: a festive gift box.',
  }),
  p('chocolates-sweets', 'Cadbury', 'Cadbury 5 Star', '40 g', 20, 20, { stock: 3 }),
  // 106–110 breakfast
  p('breakfast-cereals', "Kellogg's", "Kellogg's Corn Flakes Original", '475 g', 210, 195, { oos: true, stock: 0 }),
  p('breakfast-cereals', "Kellogg's", "Kellogg's Chocos", '375 g', 215, 199),
  p('breakfast-cereals', 'Quaker', 'Quaker Oats', '1 kg', 199, 179, { kind: 'jar', hsn: '1104', generic: 'Rolled oats', flags: 'f' }),
  p('breakfast-cereals', 'Saffola', 'Saffola Masala Oats Classic Masala', '500 g', 170, 155, {
    kind: 'pouch',
    generic: 'Instant masala oats',
  }),
  p('breakfast-cereals', 'Yoga Bar', 'Yoga Bar Muesli Fruit & Nut', '400 g', 350, 315, { kind: 'pouch', generic: 'Muesli', flags: 'n' }),
  // 111–118 noodles, pasta, ready to cook
  p('noodles-pasta-ready-to-cook', 'Maggi', 'Maggi 2-Minute Masala Noodles', '280 g', 56, 54, {
    kind: 'packet',
    hsn: '1902',
    generic: 'Instant noodles',
    flags: 'h',
  }),
  p('noodles-pasta-ready-to-cook', "Ching's Secret", "Ching's Secret Schezwan Instant Noodles", '240 g', 60, 55, {
    kind: 'packet',
    hsn: '1902',
    generic: 'Instant noodles',
  }),
  p('noodles-pasta-ready-to-cook', 'MTR', 'MTR Rava Idli Mix', '500 g', 140, 126, {
    flags: 'b',
    note: 'Soft rava idlis in 20 minutes, the Bengaluru way.',
  }),
  p('noodles-pasta-ready-to-cook', 'MTR', 'MTR Ready to Eat Bisibelebath', '300 g', 110, 99, {
    kind: 'packet',
    generic: 'Ready-to-eat rice meal',
  }),
  p('noodles-pasta-ready-to-cook', 'iD Fresh', 'iD Fresh Idli & Dosa Batter', '1 kg', 95, 88, {
    kind: 'pouch',
    generic: 'Idli and dosa batter',
    bestBefore: 'Best before 5 days from manufacture when refrigerated',
    flags: 'b',
  }),
  p('noodles-pasta-ready-to-cook', 'Kissan', 'Kissan Fresh Tomato Ketchup', '950 g', 140, 125, {
    kind: 'bottle',
    hsn: '2103',
    generic: 'Tomato ketchup',
  }),
  p('noodles-pasta-ready-to-cook', 'Del Monte', 'Del Monte Penne Rigate Pasta', '500 g', 140, 119, {
    kind: 'packet',
    hsn: '1902',
    generic: 'Durum wheat pasta',
  }),
  p('noodles-pasta-ready-to-cook', 'Kissan', 'Kissan Mixed Fruit Jam', '500 g', 185, 165, {
    kind: 'jar',
    hsn: '2007',
    generic: 'Mixed fruit jam',
  }),
  // 119–122 tea
  p('tea', 'Tata Tea', 'Tata Tea Gold', '500 g', 330, 299, { flags: 'b', note: '15% long leaves for aroma, CTC for strength.' }),
  p('tea', 'Brooke Bond', 'Brooke Bond Red Label Tea', '500 g', 290, 260),
  p('tea', 'Taj Mahal', 'Taj Mahal Tea', '250 g', 200, 185, { oos: true }),
  p('tea', 'Tetley', 'Tetley Green Tea Lemon & Honey', '25 Bags', 165, 145, { net: [35, 'g'], generic: 'Green tea bags', flags: 'n' }),
  // 123–126 coffee
  p('coffee', 'Nescafe', 'Nescafe Classic Instant Coffee', '100 g', 340, 315, { hsn: '2101', generic: 'Instant coffee', flags: 'f' }),
  p('coffee', 'Bru', 'Bru Instant Coffee', '100 g', 240, 225, { kind: 'pouch', hsn: '2101', generic: 'Instant coffee-chicory mixture' }),
  p('coffee', 'Cothas', 'Cothas Filter Coffee Powder', '500 g', 300, 285, {
    kind: 'pouch',
    generic: 'Coffee with chicory',
    flags: 'b',
    note: "Bengaluru's own strong filter coffee, 80:20 coffee and chicory.",
  }),
  p('coffee', 'Bru', 'Bru Green Label Filter Coffee', '500 g', 310, 285, { kind: 'pouch', generic: 'Coffee with chicory' }),
  // 127–131 soft drinks
  p('soft-drinks', 'Coca-Cola', 'Coca-Cola Original Taste', '750 ml', 40, 38, { pmax: 10 }),
  p('soft-drinks', 'Thums Up', 'Thums Up', '2.25 L', 100, 95),
  p('soft-drinks', 'Sprite', 'Sprite Lime', '750 ml', 40, 38),
  p('soft-drinks', 'Red Bull', 'Red Bull Energy Drink', '250 ml', 125, 120, {
    pmax: 6,
    kind: 'can',
    generic: 'Caffeinated energy drink',
    origin: 'Austria',
  }),
  p('soft-drinks', 'Bisleri', 'Bisleri Packaged Drinking Water', '1 L', 20, 20, {
    hsn: '2201',
    gst: 5,
    generic: 'Packaged drinking water',
    bestBefore: '12 months from packaging',
  }),
  // 132–135 juices
  p('juices', 'Real', 'Real Fruit Power Mixed Fruit Juice', '1 L', 130, 115),
  p('juices', 'Tropicana', 'Tropicana 100% Orange Juice', '1 L', 150, 135),
  p('juices', 'Paper Boat', 'Paper Boat Aamras', '250 ml', 40, 35, {
    kind: 'pouch',
    hsn: '2202',
    generic: 'Mango fruit drink',
    flags: 'n',
  }),
  p('juices', 'Maaza', 'Maaza Mango Drink', '600 ml', 40, 38, { kind: 'soda', hsn: '2202', generic: 'Mango fruit drink' }),
  // 136–138 health drinks
  p('health-drinks', 'Horlicks', 'Horlicks Classic Malt', '500 g', 250, 235),
  p('health-drinks', 'Cadbury', 'Cadbury Bournvita Chocolate Health Drink', '500 g', 245, 225, {
    hsn: '1806',
    generic: 'Cocoa malt drink mix',
  }),
  p('health-drinks', 'Boost', 'Boost Health Drink', '450 g', 245, 230),
  // 139–144 powdered masalas
  p('powdered-masalas', 'Everest', 'Everest Garam Masala', '100 g', 90, 84),
  p('powdered-masalas', 'MTR', 'MTR Sambar Powder', '200 g', 95, 88, {
    generic: 'Sambar masala',
    note: 'Roasted dals and spices for authentic Karnataka sambar.',
  }),
  p('powdered-masalas', 'Everest', 'Everest Kashmirilal Chilli Powder', '100 g', 70, 66, { hsn: '0904', generic: 'Chilli powder' }),
  p('powdered-masalas', 'Catch', 'Catch Turmeric Powder', '200 g', 70, 62, { kind: 'pouch', generic: 'Turmeric powder' }),
  p('powdered-masalas', 'Eastern', 'Eastern Chicken Masala', '100 g', 70, 65),
  p('powdered-masalas', 'Everest', 'Everest Kitchen King Masala', '100 g', 85, 80),
  // 145–148 whole spices
  p('whole-spices', HF, 'Jeera Cumin Seeds', '100 g', 65, 55, { color: '#8d6e3f', generic: 'Cumin seeds' }),
  p('whole-spices', HF, 'Black Pepper Whole', '100 g', 120, 99, {
    color: '#3e2f22',
    hsn: '0904',
    generic: 'Black pepper',
    note: 'Bold Malabar pepper from Coorg estates.',
  }),
  p('whole-spices', HF, 'Green Cardamom Elaichi', '50 g', 220, 189, { color: '#6b8e23', hsn: '0908', generic: 'Green cardamom' }),
  p('whole-spices', HF, 'Mustard Seeds', '100 g', 25, 20, { color: '#5b3a1e', hsn: '1207', generic: 'Mustard seeds' }),
  // 149–153 dry fruits
  p('dry-fruits-nuts', 'Happilo', 'Happilo California Almonds', '200 g', 299, 239, {
    pmax: 5,
    origin: 'United States of America',
    generic: 'Almond kernels',
    flags: 'hf',
  }),
  p('dry-fruits-nuts', 'Happilo', 'Happilo Premium Whole Cashews', '200 g', 299, 249, { hsn: '0801', generic: 'Cashew kernels (W320)' }),
  p('dry-fruits-nuts', HF, 'Golden Raisins Kishmish', '250 g', 150, 119, {
    hsn: '0806',
    color: '#c99a2e',
    generic: 'Dried grapes (raisins)',
  }),
  p('dry-fruits-nuts', 'Happilo', 'Happilo Dried Turkish Apricots', '200 g', 399, 329, {
    hsn: '0813',
    origin: 'Turkey',
    generic: 'Dried apricots',
    flags: 'n',
  }),
  p('dry-fruits-nuts', 'Lion', 'Lion Dates Seedless', '500 g', 120, 110, { hsn: '0804', generic: 'Seedless dates' }),
  // 154–157 sweets
  p('indian-sweets', "Haldiram's", "Haldiram's Soan Papdi", '500 g', 190, 175, {
    note: 'Flaky, melt-in-the-mouth soan papdi with cardamom.',
  }),
  p('indian-sweets', "Haldiram's", "Haldiram's Rasgulla", '1 kg', 220, 199, {
    kind: 'can',
    generic: 'Rasgulla in sugar syrup',
    bestBefore: '9 months from manufacture',
  }),
  p('indian-sweets', 'Anand Sweets', 'Anand Sweets Kaju Katli', '250 g', 380, 360, {
    bestBefore: 'Best before 15 days from manufacture',
    flags: 'f',
    note: "Silver-leaf kaju katli from Bengaluru's favourite mithai shop.",
  }),
  p('indian-sweets', "Haldiram's", "Haldiram's Gulab Jamun", '1 kg', 230, 209, {
    kind: 'can',
    generic: 'Gulab jamun in sugar syrup',
    bestBefore: '9 months from manufacture',
  }),
  // 158–162 soaps
  p('soaps-body-wash', 'Dettol', 'Dettol Original Bathing Soap', '4 x 125 g', 248, 215, { flags: 'b' }),
  p('soaps-body-wash', 'Mysore Sandal', 'Mysore Sandal Soap', '3 x 125 g', 265, 245, {
    flags: 'f',
    note: 'Made with pure sandalwood oil since 1916.',
  }),
  p('soaps-body-wash', 'Lux', 'Lux Soft Glow Rose Soap', '4 x 100 g', 180, 160),
  p('soaps-body-wash', 'Dove', 'Dove Deeply Nourishing Body Wash', '250 ml', 299, 259, { kind: 'bottle', gst: 18, generic: 'Body wash' }),
  p('soaps-body-wash', 'Santoor', 'Santoor Sandal & Turmeric Soap', '4 x 100 g', 160, 145),
  // 163–167 oral care
  p('oral-care', 'Colgate', 'Colgate Strong Teeth Toothpaste', '200 g', 125, 110),
  p('oral-care', 'Sensodyne', 'Sensodyne Fresh Mint Toothpaste', '75 g', 185, 175),
  p('oral-care', 'Colgate', 'Colgate ZigZag Toothbrush Medium', '3 pcs', 120, 99, { kind: 'box', hsn: '9603', generic: 'Toothbrush' }),
  p('oral-care', 'Dabur', 'Dabur Red Paste', '200 g', 130, 115),
  p('oral-care', 'Listerine', 'Listerine Cool Mint Mouthwash', '250 ml', 185, 169, { kind: 'bottle', gst: 18, generic: 'Mouthwash' }),
  // 168–171 hair care
  p('hair-care', 'Parachute', 'Parachute Coconut Oil', '500 ml', 230, 210, { hsn: '1513', generic: 'Coconut oil', flags: 'b' }),
  p('hair-care', 'Clinic Plus', 'Clinic Plus Strength & Shine Shampoo', '340 ml', 260, 210),
  p('hair-care', 'Head & Shoulders', 'Head & Shoulders Anti-Dandruff Shampoo', '340 ml', 399, 350),
  p('hair-care', 'Dabur', 'Dabur Amla Hair Oil', '275 ml', 150, 135, { generic: 'Hair oil' }),
  // 172–174 skin care
  p('skin-care', 'Himalaya', 'Himalaya Purifying Neem Face Wash', '150 ml', 225, 199, { generic: 'Face wash', flags: 'h' }),
  p('skin-care', 'Nivea', 'Nivea Soft Light Moisturising Cream', '100 ml', 299, 269, { kind: 'jar' }),
  p('skin-care', 'Vaseline', 'Vaseline Intensive Care Deep Moisture Body Lotion', '400 ml', 475, 399, {
    kind: 'bottle',
    generic: 'Body lotion',
  }),
  // 175–179 laundry
  p('detergents-laundry', 'Surf Excel', 'Surf Excel Easy Wash Detergent Powder', '1 kg', 140, 130, { flags: 'h' }),
  p('detergents-laundry', 'Tide', 'Tide Plus Double Power Jasmine & Rose', '', 0, 0, {
    variants: [
      ['1 kg', 130, 115],
      ['2 kg', 255, 219],
    ],
    kind: 'pouch',
  }),
  p('detergents-laundry', 'Ariel', 'Ariel Matic Front Load Liquid Detergent', '1 L', 330, 289, {
    kind: 'bottle',
    generic: 'Liquid detergent',
  }),
  p('detergents-laundry', 'Comfort', 'Comfort After Wash Fabric Conditioner', '860 ml', 250, 225, {
    kind: 'bottle',
    hsn: '3809',
    generic: 'Fabric conditioner',
  }),
  p('detergents-laundry', 'Rin', 'Rin Detergent Bar', '4 x 250 g', 100, 92, { kind: 'soap', generic: 'Detergent bar' }),
  // 180–182 dishwash
  p('dishwash', 'Vim', 'Vim Dishwash Bar', '300 g', 35, 33, { kind: 'soap', generic: 'Dishwash bar' }),
  p('dishwash', 'Vim', 'Vim Lemon Dishwash Gel', '', 0, 0, {
    variants: [
      ['250 ml', 65, 60],
      ['750 ml', 185, 165],
    ],
    generic: 'Dishwash liquid gel',
  }),
  p('dishwash', 'Scotch-Brite', 'Scotch-Brite Scrub Pad', '3 pcs', 60, 55, { kind: 'box', hsn: '6805', generic: 'Scrub pad' }),
  // 183–187 cleaners
  p('floor-toilet-cleaners', 'Lizol', 'Lizol Disinfectant Floor Cleaner Citrus', '975 ml', 229, 205, {
    hsn: '3808',
    generic: 'Disinfectant surface cleaner',
    flags: 'f',
  }),
  p('floor-toilet-cleaners', 'Harpic', 'Harpic Power Plus Toilet Cleaner', '1 L', 239, 209, { generic: 'Toilet cleaner' }),
  p('floor-toilet-cleaners', 'Colin', 'Colin Glass Cleaner', '500 ml', 129, 115, { kind: 'spray', generic: 'Glass and surface cleaner' }),
  p('floor-toilet-cleaners', 'Dettol', 'Dettol Antiseptic Liquid', '550 ml', 240, 225, {
    hsn: '3808',
    generic: 'Antiseptic disinfectant liquid',
  }),
  p('floor-toilet-cleaners', 'Good Knight', 'Good Knight Gold Flash Refill', '45 ml', 90, 85, {
    kind: 'spray',
    hsn: '3808',
    generic: 'Mosquito repellent refill',
  }),
  // 188–193 pooja needs
  p('pooja-needs', 'Cycle', 'Cycle 3 in 1 Agarbathi', '120 g', 110, 99, { flags: 'b', note: 'Three fragrances in one pack, from Mysuru.' }),
  p('pooja-needs', 'Mangaldeep', 'Mangaldeep Sandal Agarbatti', '95 g', 80, 72),
  p('pooja-needs', HF, 'Clay Diyas Hand Painted', '12 pcs', 150, 129, {
    kind: 'diya',
    hsn: '6912',
    gst: 0,
    generic: 'Earthen lamps (diyas)',
    color: '#c0602a',
    bestBefore: 'No expiry',
    flags: 'n',
  }),
  p('pooja-needs', 'Mangaldeep', 'Mangaldeep Camphor Tablets', '50 g', 90, 80, {
    kind: 'jar',
    hsn: '2914',
    gst: 18,
    generic: 'Camphor (kapoor)',
  }),
  p('pooja-needs', HF, 'Cotton Wicks Round', '200 pcs', 40, 35, {
    kind: 'pouch',
    hsn: '5601',
    gst: 5,
    generic: 'Cotton wicks (batti)',
    color: '#efe6d8',
    bestBefore: 'No expiry',
  }),
  p('pooja-needs', HF, 'Pooja Kumkum Haldi Combo', '2 x 50 g', 60, 49, {
    kind: 'jar',
    hsn: '3304',
    gst: 18,
    generic: 'Kumkum and turmeric powder',
    color: '#c62828',
  }),
  // 194–197 diapers & wipes
  p('diapers-wipes', 'Pampers', 'Pampers Baby Dry Pants Medium', '56 pcs', 1099, 899, { flags: 'b' }),
  p('diapers-wipes', 'Huggies', 'Huggies Wonder Pants Large', '42 pcs', 949, 749, { flags: 'h' }),
  p('diapers-wipes', 'Himalaya', 'Himalaya Gentle Baby Wipes', '72 pcs', 199, 175, {
    kind: 'pouch',
    hsn: '3401',
    gst: 18,
    generic: 'Baby wet wipes',
  }),
  p('diapers-wipes', 'MamyPoko', 'MamyPoko Pants Extra Absorb Small', '42 pcs', 599, 499),
  // 198–200 baby food
  p('baby-food', 'Nestle', 'Nestle Cerelac Wheat Apple', '300 g', 285, 270, { flags: 'f' }),
  p('baby-food', 'Nestle', 'Nestle Lactogen 1 Infant Formula', '400 g', 475, 465, { kind: 'jar', generic: 'Infant milk formula', pmax: 5 }),
  p('baby-food', 'Slurrp Farm', 'Slurrp Farm Ragi & Banana Porridge', '200 g', 199, 179, { generic: 'Millet porridge mix', flags: 'n' }),
  // 201–204 baby bath
  p('baby-bath-skin', "Johnson's", "Johnson's Baby Soap", '3 x 100 g', 175, 155, { kind: 'soap' }),
  p('baby-bath-skin', 'Himalaya', 'Himalaya Gentle Baby Shampoo', '200 ml', 199, 179, { hsn: '3305', generic: 'Baby shampoo' }),
  p('baby-bath-skin', "Johnson's", "Johnson's Baby Powder", '200 g', 220, 199, {
    kind: 'bottle',
    hsn: '3304',
    generic: 'Baby talcum powder',
  }),
  p('baby-bath-skin', 'Himalaya', 'Himalaya Baby Lotion', '200 ml', 225, 199, { hsn: '3304', gst: 18, generic: 'Baby lotion' }),
  // 205–207 eggs
  p('eggs', HF, 'Farm Fresh White Eggs', '6 pcs', 48, 42, { color: '#f5efe0', flags: 'h' }),
  p('eggs', 'Eggoz', 'Eggoz Protein Rich White Eggs', '12 pcs', 120, 110, { flags: 'f' }),
  p('eggs', HF, 'Nati Country Eggs', '6 pcs', 90, 79, { color: '#d8b48a', note: 'Free-range nati koli eggs from farms near Ramanagara.' }),
  // 208–211 chicken
  p('chicken', 'Licious', 'Licious Chicken Curry Cut Skinless', '500 g', 210, 189),
  p('chicken', 'Licious', 'Licious Chicken Breast Boneless', '450 g', 299, 269, { flags: 'n' }),
  p('chicken', HF, 'Chicken Drumsticks', '500 g', 240, 215, { color: '#e8a58a' }),
  p('chicken', "Venky's", "Venky's Chicken Sausages", '250 g', 165, 150, {
    kind: 'packet',
    hsn: '1601',
    gst: 5,
    generic: 'Frozen chicken sausages',
    bestBefore: '6 months from manufacture when frozen at −18 °C',
  }),
  // 212–215 fish
  p('fish-seafood', HF, 'Seer Fish Surmai Steaks', '500 g', 650, 599, { hsn: '0304', color: '#9fb7c8', flags: 'f' }),
  p('fish-seafood', HF, 'Rohu Fish Curry Cut', '500 g', 220, 189, { color: '#a9b4a0' }),
  p('fish-seafood', HF, 'Prawns Medium Cleaned', '250 g', 320, 289, { hsn: '0306', color: '#f0a080', generic: 'Fresh prawns', stock: 8 }),
  p('fish-seafood', HF, 'Indian Mackerel Bangda Whole Cleaned', '500 g', 260, 219, { color: '#7f95a6' }),
];
