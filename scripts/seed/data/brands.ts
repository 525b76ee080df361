/** Who makes each brand (Legal Metrology "manufacturer/packer" line) and its pack colours for the images. */
import { REGISTERED_OFFICE } from './locations';

export interface BrandFacts {
  maker: string;
  /** main pack colour and a contrasting label colour */
  color: string;
  ink?: string;
}

const HUL = 'Hindustan Unilever Ltd, Unilever House, B D Sawant Marg, Chakala, Andheri East, Mumbai 400099';
const ITC = 'ITC Ltd, Virginia House, 37 J L Nehru Road, Kolkata 700071';
const TATA = 'Tata Consumer Products Ltd, 1 Bishop Lefroy Road, Kolkata 700020';
const NESTLE = 'Nestle India Ltd, Nestle House, Jacaranda Marg, M Block, DLF City Phase II, Gurugram, Haryana 122002';
const MONDELEZ = 'Mondelez India Foods Pvt Ltd, One International Center, Senapati Bapat Marg, Lower Parel, Mumbai 400013';
const PEPSICO = 'PepsiCo India Holdings Pvt Ltd, Level 3 & 4, Pioneer Square, Sector 62, Gurugram, Haryana 122102';
const PG = 'Procter & Gamble Home Products Pvt Ltd, P&G Plaza, Cardinal Gracias Road, Chakala, Andheri East, Mumbai 400099';
const RECKITT = 'Reckitt Benckiser (India) Pvt Ltd, Building No. 10, Tower B, DLF Cyber City, Gurugram, Haryana 122002';
const COKE = 'Hindustan Coca-Cola Beverages Pvt Ltd, Plot 6, Bidadi Industrial Area, Ramanagara, Karnataka 562109';
const MARICO = 'Marico Ltd, Grande Palladium, 175 CST Road, Kalina, Santacruz East, Mumbai 400098';
const DABUR = 'Dabur India Ltd, 8/3 Asaf Ali Road, New Delhi 110002';
const KENVUE = 'Kenvue India Pvt Ltd, Arena Space, Jogeshwari Vikhroli Link Road, Jogeshwari East, Mumbai 400060';
const HAAT = `Packed by Haat Fresh Retail Pvt Ltd, ${REGISTERED_OFFICE}`;

export const BRANDS: Record<string, BrandFacts> = {
  'Haat Fresh': { maker: HAAT, color: '#2e8b3d' },
  Amul: { maker: 'Gujarat Co-operative Milk Marketing Federation Ltd, Amul Dairy Road, Anand, Gujarat 388001', color: '#1f5fae' },
  Nandini: {
    maker: 'Karnataka Co-operative Milk Producers Federation Ltd, KMF Complex, Dr M H Marigowda Road, Bengaluru 560029',
    color: '#2a78c8',
  },
  Akshayakalpa: {
    maker: 'Akshayakalpa Farms and Foods Pvt Ltd, Kibbanahalli Cross, Tiptur Taluk, Tumakuru, Karnataka 572201',
    color: '#2f8f4e',
  },
  Heritage: { maker: 'Heritage Foods Ltd, 6-3-541/C, Panjagutta, Hyderabad, Telangana 500082', color: '#d8402f' },
  'Milky Mist': {
    maker: 'Milky Mist Dairy Food Ltd, SIPCOT Industrial Growth Centre, Perundurai, Erode, Tamil Nadu 638052',
    color: '#3a6fb6',
  },
  Epigamia: { maker: 'Drums Food International Pvt Ltd, Marol, Andheri East, Mumbai 400059', color: '#5b3b8c' },
  Britannia: { maker: 'Britannia Industries Ltd, 5/1A Hungerford Street, Kolkata 700017', color: '#c8242c' },
  Modern: { maker: 'Modern Food Enterprises Pvt Ltd, Peenya Industrial Area, Bengaluru 560058', color: '#e07a1f' },
  'iD Fresh': { maker: 'iD Fresh Food (India) Pvt Ltd, Plot 32, KIADB Industrial Area, Anekal Taluk, Bengaluru 562106', color: '#1f9d8b' },
  Aashirvaad: { maker: ITC, color: '#c9551d' },
  'Nature Fresh': {
    maker: 'Cargill India Pvt Ltd, 14th Floor, Building 9A, DLF Cyber City Phase III, Gurugram, Haryana 122002',
    color: '#d49a1f',
  },
  Rajdhani: { maker: 'Rajdhani Flour Mills Ltd, A-15, Naraina Industrial Area Phase II, New Delhi 110028', color: '#e0a81c' },
  '24 Mantra': { maker: 'Sresta Natural Bioproducts Pvt Ltd, Plot 1, IDA Uppal, Hyderabad, Telangana 500039', color: '#5e8f2e' },
  'India Gate': { maker: 'KRBL Ltd, C-32, 5th & 6th Floor, Sector 62, Noida, Uttar Pradesh 201301', color: '#8c1d2b', ink: '#f2c14e' },
  Daawat: { maker: 'LT Foods Ltd, Unit 134, Rectangle One, Saket District Centre, New Delhi 110017', color: '#5a2a82', ink: '#f2c14e' },
  'Tata Sampann': { maker: TATA, color: '#d2691e' },
  Tata: { maker: TATA, color: '#1b4f9c' },
  'Tata Tea': { maker: TATA, color: '#b3202a', ink: '#f5d06b' },
  Tetley: { maker: TATA, color: '#2d7f3c' },
  Fortune: {
    maker: 'AWL Agri Business Ltd, Fortune House, Near Navrangpura Railway Crossing, Ahmedabad, Gujarat 380009',
    color: '#f2b31b',
    ink: '#7a1f12',
  },
  Saffola: { maker: MARICO, color: '#2f6db5' },
  Parachute: { maker: MARICO, color: '#1e7a3c' },
  Gemini: {
    maker: 'Cargill India Pvt Ltd, 14th Floor, Building 9A, DLF Cyber City Phase III, Gurugram, Haryana 122002',
    color: '#e8c21a',
    ink: '#1b3d8c',
  },
  Idhayam: { maker: 'V.V.V. & Sons Edible Oils Ltd, 1/98 Madurai Road, Virudhunagar, Tamil Nadu 626001', color: '#b8271f' },
  'KLF Coconad': { maker: 'KLF Nirmal Industries Pvt Ltd, Kallettumkara, Irinjalakuda, Thrissur, Kerala 680683', color: '#3d8b3d' },
  Madhur: {
    maker: 'Shree Renuka Sugars Ltd, 2nd & 3rd Floor, Kanakashree Arcade, JNMC Road, Belagavi, Karnataka 590010',
    color: '#1e5ea8',
  },
  Parle: { maker: 'Parle Products Pvt Ltd, North Level Crossing, Vile Parle East, Mumbai 400057', color: '#f3c623', ink: '#c4161c' },
  Sunfeast: { maker: ITC, color: '#3b2314', ink: '#f0a81e' },
  Unibic: { maker: 'Unibic Foods India Pvt Ltd, 64/1-B, Hoskote Industrial Area, Bengaluru Rural, Karnataka 562114', color: '#7a3e1d' },
  Oreo: { maker: MONDELEZ, color: '#1e3f8f' },
  Cadbury: { maker: MONDELEZ, color: '#4b1c7a', ink: '#f1d37a' },
  "Haldiram's": {
    maker: 'Haldiram Snacks Pvt Ltd, B-1/H-3, Mohan Co-operative Industrial Area, Mathura Road, New Delhi 110044',
    color: '#d7262e',
    ink: '#ffe07a',
  },
  "Lay's": { maker: PEPSICO, color: '#1f63b5', ink: '#ffd23f' },
  Bingo: { maker: ITC, color: '#e8612a' },
  Kurkure: { maker: PEPSICO, color: '#f28c1b', ink: '#1d7a2e' },
  Bikaji: { maker: 'Bikaji Foods International Ltd, F 196-199, Bichhwal Industrial Area, Bikaner, Rajasthan 334006', color: '#d62c2c' },
  Pringles: {
    maker: 'Imported by Kellogg India Pvt Ltd, 6th Floor, Building 9, Solitaire Corporate Park, Andheri East, Mumbai 400093',
    color: '#c4161c',
  },
  Nestle: { maker: NESTLE, color: '#c2202b' },
  Maggi: { maker: NESTLE, color: '#f4c400', ink: '#d2232a' },
  Nescafe: { maker: NESTLE, color: '#4a2516', ink: '#e8c48a' },
  Ferrero: {
    maker: 'Imported by Ferrero India Pvt Ltd, MIDC Industrial Area, Baramati, Pune, Maharashtra 413133',
    color: '#6b4a1e',
    ink: '#e8c46a',
  },
  "Kellogg's": {
    maker: 'Kellogg India Pvt Ltd, 6th Floor, Building 9, Solitaire Corporate Park, Andheri East, Mumbai 400093',
    color: '#d8232a',
  },
  Quaker: { maker: PEPSICO, color: '#1a5bb0' },
  'Yoga Bar': { maker: 'Sprout Life Foods Pvt Ltd, 2nd Floor, 27th Main, Sector 2, HSR Layout, Bengaluru 560102', color: '#f2a51e' },
  "Ching's Secret": {
    maker: 'Capital Foods Pvt Ltd, 1st Floor, Crescenzo, Bandra Kurla Complex, Mumbai 400051',
    color: '#1c1c1c',
    ink: '#e8332a',
  },
  MTR: {
    maker: 'MTR Foods Pvt Ltd, No. 1, 2nd & 3rd Floor, 100 Feet Inner Ring Road, Ejipura, Koramangala, Bengaluru 560047',
    color: '#c8102e',
    ink: '#ffd200',
  },
  Eastern: { maker: 'Eastern Condiments Pvt Ltd, Eastern Valley, Kizhakkambalam, Kochi, Kerala 683562', color: '#d32f2f' },
  Kissan: { maker: HUL, color: '#d3262d' },
  'Del Monte': { maker: 'Del Monte Foods Pvt Ltd, 3rd Floor, Plot 63, Sector 44, Gurugram, Haryana 122003', color: '#1f6b3a' },
  'Brooke Bond': { maker: HUL, color: '#c8102e' },
  'Taj Mahal': { maker: HUL, color: '#7a1c2e', ink: '#e8c46a' },
  Bru: { maker: HUL, color: '#5a2d16', ink: '#f0c040' },
  Cothas: { maker: 'Cothas Coffee Co, 5/1 Old Tharagupet, Avenue Road, Bengaluru 560002', color: '#6b3a1e' },
  'Coca-Cola': { maker: COKE, color: '#e41e2b' },
  'Thums Up': { maker: COKE, color: '#1b3c8c' },
  Sprite: { maker: COKE, color: '#1b8f3d' },
  Maaza: { maker: COKE, color: '#f2a01a', ink: '#1f5e2b' },
  'Red Bull': {
    maker: 'Imported by Red Bull India Pvt Ltd, 7th Floor, Tower B, Peninsula Business Park, Lower Parel, Mumbai 400013',
    color: '#1f3f8f',
    ink: '#e8c31a',
  },
  Bisleri: { maker: 'Bisleri International Pvt Ltd, Western Express Highway, Andheri East, Mumbai 400099', color: '#1aa0d8' },
  Real: { maker: DABUR, color: '#e8742a' },
  Tropicana: { maker: PEPSICO, color: '#f29a1e', ink: '#1f6b2e' },
  'Paper Boat': { maker: 'Hector Beverages Pvt Ltd, 2nd Floor, 33/1 Domlur Layout, Bengaluru 560071', color: '#e6a21e' },
  Horlicks: { maker: HUL, color: '#1f5fa8' },
  Boost: { maker: HUL, color: '#c8551d' },
  Everest: { maker: 'Everest Food Products Pvt Ltd, Everest House, Suren Road, Andheri East, Mumbai 400093', color: '#c31e2a' },
  Catch: { maker: 'DS Spiceco Pvt Ltd, Plot 7, Sector 129, Noida, Uttar Pradesh 201304', color: '#1d5a2e' },
  Happilo: {
    maker: 'Happilo International Pvt Ltd, 1st Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
    color: '#6a2c8f',
    ink: '#f5c542',
  },
  Lion: {
    maker: 'Lion Dates Impex Pvt Ltd, 19 Promenade Road, Cantonment, Tiruchirappalli, Tamil Nadu 620001',
    color: '#8a2a1e',
    ink: '#f2c14e',
  },
  'Anand Sweets': { maker: 'Anand Sweets & Savouries Pvt Ltd, 127 Koramangala Industrial Layout, Bengaluru 560095', color: '#b8860b' },
  Dettol: { maker: RECKITT, color: '#1f7a3a' },
  Harpic: { maker: RECKITT, color: '#1f4fa8' },
  Lizol: { maker: RECKITT, color: '#e8a21a', ink: '#1f4f2e' },
  Colin: { maker: RECKITT, color: '#2a8fd8' },
  'Mysore Sandal': {
    maker: 'Karnataka Soaps and Detergents Ltd, Bengaluru-Pune Highway, Rajajinagar, Bengaluru 560055',
    color: '#c8892a',
    ink: '#5a2a0e',
  },
  Santoor: { maker: 'Wipro Consumer Care & Lighting, Doddakannelli, Sarjapur Road, Bengaluru 560035', color: '#e67e22' },
  Lux: { maker: HUL, color: '#d6407a' },
  Dove: { maker: HUL, color: '#f5f5f5', ink: '#1f3f8f' },
  'Clinic Plus': { maker: HUL, color: '#e0407a' },
  Vaseline: { maker: HUL, color: '#2a5fa8' },
  'Surf Excel': { maker: HUL, color: '#1f4fb5', ink: '#f23a2a' },
  Rin: { maker: HUL, color: '#2a6fd8' },
  Vim: { maker: HUL, color: '#2e9b3e', ink: '#f2e21a' },
  Comfort: { maker: HUL, color: '#7a4fc8' },
  Colgate: { maker: 'Colgate-Palmolive (India) Ltd, Colgate Research Centre, Hiranandani Gardens, Powai, Mumbai 400076', color: '#d6202a' },
  Sensodyne: { maker: 'Haleon India Ltd, 24-25th Floor, One Horizon Center, Golf Course Road, Gurugram, Haryana 122002', color: '#3b6fb8' },
  Dabur: { maker: DABUR, color: '#b3242a' },
  Listerine: { maker: KENVUE, color: '#2a8fb8' },
  "Johnson's": { maker: KENVUE, color: '#f7d9e3', ink: '#1f4f9c' },
  'Head & Shoulders': { maker: PG, color: '#1f3f7a' },
  Tide: { maker: PG, color: '#f26b1d', ink: '#1f3f9c' },
  Ariel: { maker: PG, color: '#1e6b3f' },
  Pampers: { maker: PG, color: '#1aa19a' },
  Himalaya: { maker: 'Himalaya Wellness Company, Makali, Tumakuru Road, Bengaluru 562162', color: '#2e7d4f' },
  Nivea: { maker: 'Nivea India Pvt Ltd, 501-502, 5th Floor, Urmi Estate, Lower Parel, Mumbai 400013', color: '#1c3f94' },
  'Scotch-Brite': { maker: '3M India Ltd, Plot 48-51, Electronic City, Hosur Road, Bengaluru 560100', color: '#2e8b3d', ink: '#f2d21a' },
  'Good Knight': { maker: 'Godrej Consumer Products Ltd, Godrej One, Pirojshanagar, Vikhroli East, Mumbai 400079', color: '#2a3f8f' },
  Cycle: {
    maker: 'N. Ranga Rao & Sons Pvt Ltd, Cycle Pure Agarbathies, Vishweshwaranagar, Mysuru, Karnataka 570008',
    color: '#d6402a',
    ink: '#f5d76e',
  },
  Mangaldeep: { maker: ITC, color: '#8a2a7a', ink: '#f2c14e' },
  Huggies: {
    maker: 'Kimberly-Clark India Pvt Ltd, 7th Floor, Tower B, Building 8, DLF Cyber City, Gurugram, Haryana 122002',
    color: '#d6282e',
  },
  MamyPoko: {
    maker: 'Unicharm India Pvt Ltd, 10th Floor, Tower B, Millennium Plaza, Sushant Lok I, Gurugram, Haryana 122002',
    color: '#4fb0e0',
  },
  'Slurrp Farm': { maker: 'Wholsum Foods Pvt Ltd, 1st Floor, 1 Church Street, Bengaluru 560001', color: '#f08a3c' },
  Eggoz: { maker: 'Nupa Technologies Pvt Ltd (Eggoz), Sector 44, Gurugram, Haryana 122003', color: '#f2c14e', ink: '#7a3e1d' },
  Licious: { maker: 'Delightful Gourmet Pvt Ltd, 3rd Floor, 22 Outer Ring Road, Kadubeesanahalli, Bengaluru 560103', color: '#c8102e' },
  "Venky's": {
    maker: "Venky's (India) Ltd, Venkateshwara House, S No 114/A/2, Pune-Sinhagad Road, Pune, Maharashtra 411030",
    color: '#d62c2c',
  },
};

export function brandFacts(brand: string): BrandFacts {
  const b = BRANDS[brand];
  if (!b) throw new Error(`unknown brand ${brand}`);
  return b;
}
