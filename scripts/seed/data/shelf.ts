/**
 * What every product of a subcategory has in common: generic name, GST (HSN + rate per INDIA.md,
 * slabs after 22 Sep 2025), shelf life, storage and the picture used for its pack. Products override
 * any of these.
 */
export type PackKind =
  | 'fruit'
  | 'bunch'
  | 'long'
  | 'leafy'
  | 'carton'
  | 'pouch'
  | 'tub'
  | 'block'
  | 'jar'
  | 'sack'
  | 'bottle'
  | 'packet'
  | 'box'
  | 'bar'
  | 'can'
  | 'soda'
  | 'tube'
  | 'soap'
  | 'spray'
  | 'diaper'
  | 'eggs'
  | 'meat'
  | 'fish'
  | 'bread'
  | 'diya';

export type GstRate = 0 | 5 | 18 | 40;

export interface ShelfFacts {
  generic: string;
  hsn: string;
  gst: GstRate;
  kind: PackKind;
  bestBefore: string;
  storage: string;
  type: string;
  /** one-line pitch used when a product has none of its own */
  pitch: string;
}

const FRESH = 'Best before 3 days from delivery';
const COOL = 'Store in a cool, dry place away from direct sunlight';

// prettier-ignore
export const SHELF: Record<string, ShelfFacts> = {
  'fresh-fruits': { generic: 'Fresh fruit', hsn: '0810', gst: 0, kind: 'fruit', bestBefore: FRESH, storage: 'Keep in a cool place; refrigerate once ripe', type: 'Fresh Fruit', pitch: 'Hand-picked, sorted for ripeness and delivered fresh.' },
  'fresh-vegetables': { generic: 'Fresh vegetable', hsn: '0709', gst: 0, kind: 'fruit', bestBefore: FRESH, storage: 'Refrigerate in the vegetable crisper', type: 'Fresh Vegetable', pitch: 'Sourced daily from farms around Kolar and Chikkaballapur.' },
  'leafy-greens-herbs': { generic: 'Fresh leafy vegetable', hsn: '0709', gst: 0, kind: 'leafy', bestBefore: 'Best before 2 days from delivery', storage: 'Wrap in a damp cloth and refrigerate', type: 'Leafy Greens', pitch: 'Tender bunches, washed and trimmed the morning they reach you.' },
  'exotic-fruits-veggies': { generic: 'Fresh exotic produce', hsn: '0709', gst: 0, kind: 'fruit', bestBefore: FRESH, storage: 'Refrigerate after ripening', type: 'Exotic Produce', pitch: 'Hydroponic and imported produce for salads and stir-fries.' },
  milk: { generic: 'Pasteurised milk', hsn: '0401', gst: 0, kind: 'pouch', bestBefore: 'Best before 2 days from packaging when refrigerated', storage: 'Keep refrigerated below 5 °C', type: 'Milk', pitch: 'Fresh pasteurised milk for tea, coffee and the day\'s cooking.' },
  'curd-paneer-cream': { generic: 'Curd', hsn: '0403', gst: 5, kind: 'tub', bestBefore: 'Best before 7 days from packaging when refrigerated', storage: 'Keep refrigerated below 5 °C', type: 'Dairy', pitch: 'Thick, set and made from fresh milk.' },
  'butter-ghee-cheese': { generic: 'Butter', hsn: '0405', gst: 5, kind: 'block', bestBefore: '6 months from packaging', storage: 'Keep refrigerated', type: 'Dairy', pitch: 'Rich dairy goodness for everyday cooking.' },
  'bread-buns': { generic: 'Bread', hsn: '1905', gst: 0, kind: 'bread', bestBefore: 'Best before 4 days from manufacture', storage: COOL, type: 'Bakery', pitch: 'Baked fresh every morning and delivered soft.' },
  'atta-flours': { generic: 'Whole wheat flour (atta)', hsn: '1101', gst: 5, kind: 'sack', bestBefore: '3 months from packaging', storage: 'Store in an airtight container in a cool, dry place', type: 'Flour', pitch: 'Stone-ground for soft rotis and phulkas.' },
  'rice-rice-products': { generic: 'Rice', hsn: '1006', gst: 5, kind: 'sack', bestBefore: '18 months from packaging', storage: 'Store in an airtight container in a cool, dry place', type: 'Rice', pitch: 'Aged grains that cook up long, fluffy and separate.' },
  'dals-pulses': { generic: 'Split pulses (dal)', hsn: '0713', gst: 5, kind: 'pouch', bestBefore: '9 months from packaging', storage: 'Store in an airtight container', type: 'Pulses', pitch: 'Cleaned and sorted pulses that cook evenly.' },
  'edible-oils': { generic: 'Refined edible oil', hsn: '1512', gst: 5, kind: 'bottle', bestBefore: '9 months from packaging', storage: COOL, type: 'Cooking Oil', pitch: 'Light oil for everyday Indian cooking and frying.' },
  'sugar-salt-jaggery': { generic: 'Sugar', hsn: '1701', gst: 5, kind: 'pouch', bestBefore: '24 months from packaging', storage: 'Store in a dry place; keep the pack closed', type: 'Sweetener', pitch: 'Clean, free-flowing and hygienically packed.' },
  'biscuits-cookies': { generic: 'Biscuits', hsn: '1905', gst: 5, kind: 'box', bestBefore: '6 months from manufacture', storage: COOL, type: 'Biscuits', pitch: 'Crunchy tea-time favourite for the whole family.' },
  'chips-namkeen': { generic: 'Namkeen', hsn: '2106', gst: 5, kind: 'packet', bestBefore: '6 months from manufacture', storage: 'Store in a cool, dry place; reseal after opening', type: 'Snacks', pitch: 'Crispy, spicy and perfect with evening chai.' },
  'chocolates-sweets': { generic: 'Chocolate', hsn: '1806', gst: 5, kind: 'bar', bestBefore: '12 months from manufacture', storage: 'Store below 25 °C, away from sunlight', type: 'Chocolate', pitch: 'A smooth, creamy treat for any moment.' },
  'breakfast-cereals': { generic: 'Breakfast cereal', hsn: '1904', gst: 5, kind: 'box', bestBefore: '9 months from manufacture', storage: 'Store in a cool, dry place; close tightly after use', type: 'Breakfast', pitch: 'A quick, wholesome start to the morning.' },
  'noodles-pasta-ready-to-cook': { generic: 'Ready-to-cook mix', hsn: '2106', gst: 5, kind: 'box', bestBefore: '9 months from manufacture', storage: COOL, type: 'Ready to Cook', pitch: 'Dinner on the table in minutes.' },
  tea: { generic: 'Tea', hsn: '0902', gst: 5, kind: 'box', bestBefore: '12 months from packaging', storage: 'Store in an airtight container away from moisture', type: 'Tea', pitch: 'Strong, aromatic chai with rich colour.' },
  coffee: { generic: 'Coffee', hsn: '0901', gst: 5, kind: 'jar', bestBefore: '12 months from packaging', storage: 'Store in an airtight container away from moisture', type: 'Coffee', pitch: 'Rich, aromatic coffee the South Indian way.' },
  'soft-drinks': { generic: 'Carbonated beverage', hsn: '2202', gst: 40, kind: 'soda', bestBefore: '6 months from manufacture', storage: 'Store in a cool, dry place; serve chilled', type: 'Soft Drink', pitch: 'Fizzy refreshment; best served ice cold.' },
  juices: { generic: 'Fruit juice', hsn: '2009', gst: 5, kind: 'carton', bestBefore: '9 months from manufacture', storage: 'Refrigerate after opening and consume within 3 days', type: 'Juice', pitch: 'Fruit goodness in every glass.' },
  'health-drinks': { generic: 'Malted food drink', hsn: '1901', gst: 5, kind: 'jar', bestBefore: '12 months from manufacture', storage: 'Store in a cool, dry place; close the lid tightly', type: 'Health Drink', pitch: 'Mix with warm milk for a nourishing drink.' },
  'powdered-masalas': { generic: 'Spice blend', hsn: '0910', gst: 5, kind: 'box', bestBefore: '12 months from packaging', storage: 'Store in an airtight container away from moisture', type: 'Masala', pitch: 'Authentic flavour ground from whole spices.' },
  'whole-spices': { generic: 'Whole spice', hsn: '0909', gst: 5, kind: 'pouch', bestBefore: '12 months from packaging', storage: 'Store in an airtight container away from moisture', type: 'Whole Spice', pitch: 'Cleaned, aromatic whole spices for tadka and masalas.' },
  'dry-fruits-nuts': { generic: 'Dry fruits', hsn: '0802', gst: 5, kind: 'pouch', bestBefore: '6 months from packaging', storage: 'Refrigerate after opening for longer freshness', type: 'Dry Fruits', pitch: 'Premium, hand-sorted and crunchy.' },
  'indian-sweets': { generic: 'Indian sweets', hsn: '2106', gst: 5, kind: 'box', bestBefore: '30 days from manufacture', storage: COOL, type: 'Sweets', pitch: 'Festive mithai made the traditional way.' },
  'soaps-body-wash': { generic: 'Toilet soap', hsn: '3401', gst: 5, kind: 'soap', bestBefore: 'Use before 36 months from manufacture', storage: COOL, type: 'Bath', pitch: 'Gentle, long-lasting lather for a fresh feel.' },
  'oral-care': { generic: 'Toothpaste', hsn: '3306', gst: 5, kind: 'tube', bestBefore: 'Use before 24 months from manufacture', storage: 'Store below 30 °C', type: 'Oral Care', pitch: 'Everyday protection for stronger teeth and fresh breath.' },
  'hair-care': { generic: 'Shampoo', hsn: '3305', gst: 5, kind: 'bottle', bestBefore: 'Use before 36 months from manufacture', storage: COOL, type: 'Hair Care', pitch: 'For soft, manageable and healthy-looking hair.' },
  'skin-care': { generic: 'Skin cream', hsn: '3304', gst: 18, kind: 'tube', bestBefore: 'Use before 36 months from manufacture', storage: 'Store below 30 °C', type: 'Skin Care', pitch: 'Daily care for soft, healthy skin.' },
  'detergents-laundry': { generic: 'Detergent powder', hsn: '3402', gst: 18, kind: 'box', bestBefore: 'Use before 24 months from manufacture', storage: 'Store in a dry place, out of reach of children', type: 'Laundry', pitch: 'Tough on stains, gentle on clothes.' },
  dishwash: { generic: 'Dishwash', hsn: '3402', gst: 18, kind: 'bottle', bestBefore: 'Use before 24 months from manufacture', storage: 'Store in a dry place, out of reach of children', type: 'Dishwash', pitch: 'Cuts through grease for sparkling utensils.' },
  'floor-toilet-cleaners': { generic: 'Surface cleaner', hsn: '3402', gst: 18, kind: 'bottle', bestBefore: 'Use before 24 months from manufacture', storage: 'Store away from food, out of reach of children', type: 'Cleaner', pitch: 'Kills 99.9% of germs for a hygienic home.' },
  'pooja-needs': { generic: 'Incense sticks (agarbatti)', hsn: '3307', gst: 5, kind: 'box', bestBefore: 'Best before 24 months from manufacture', storage: COOL, type: 'Pooja', pitch: 'Everything for the daily pooja and festive rituals.' },
  'diapers-wipes': { generic: 'Baby diaper pants', hsn: '9619', gst: 5, kind: 'diaper', bestBefore: 'Use before 36 months from manufacture', storage: COOL, type: 'Diapers', pitch: 'Up to 12 hours of dryness with a soft, breathable feel.' },
  'baby-food': { generic: 'Infant cereal', hsn: '1901', gst: 5, kind: 'box', bestBefore: '12 months from manufacture', storage: 'Store in a cool, dry place; use within 4 weeks of opening', type: 'Baby Food', pitch: 'Nutritious first foods for growing babies.' },
  'baby-bath-skin': { generic: 'Baby soap', hsn: '3401', gst: 5, kind: 'bottle', bestBefore: 'Use before 36 months from manufacture', storage: COOL, type: 'Baby Care', pitch: 'Mild, tear-free care for delicate skin.' },
  eggs: { generic: 'Hen eggs', hsn: '0407', gst: 0, kind: 'eggs', bestBefore: 'Best before 14 days from packaging', storage: 'Refrigerate; keep away from strong smells', type: 'Eggs', pitch: 'Farm fresh, cleaned and checked for cracks.' },
  chicken: { generic: 'Fresh chicken', hsn: '0207', gst: 0, kind: 'meat', bestBefore: 'Best before 2 days from delivery when refrigerated', storage: 'Keep refrigerated between 0 and 4 °C', type: 'Chicken', pitch: 'Antibiotic-residue free, cleaned and cut to order.' },
  'fish-seafood': { generic: 'Fresh fish', hsn: '0302', gst: 0, kind: 'fish', bestBefore: 'Best before 1 day from delivery when refrigerated', storage: 'Keep refrigerated between 0 and 4 °C', type: 'Fish', pitch: 'Landed at Mangaluru, cleaned and packed on ice.' },
};
