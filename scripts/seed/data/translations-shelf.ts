/**
 * Issue 34: the Kannada and Hindi of a product page's facts: its type, shelf life, storage, origin
 * and the specification list's labels.
 * Keyed by the English the seed writes (data/shelf.ts, data/product-list.ts): a text without its
 * translation fails the seed (product-texts.ts), so a new product cannot slip through in English.
 */
import type { Names } from './translations';

/** the specification list's labels */
export const SPEC_LABELS: Record<string, Names> = {
  Brand: ['ಬ್ರ್ಯಾಂಡ್', 'ब्रांड'],
  'Pack Size': ['ಪ್ಯಾಕ್ ಗಾತ್ರ', 'पैक साइज़'],
  Type: ['ಪ್ರಕಾರ', 'प्रकार'],
  'Shelf Life': ['ಬಳಕೆಯ ಅವಧಿ', 'इस्तेमाल की अवधि'],
  Storage: ['ಇಡುವ ವಿಧಾನ', 'रखने का तरीका'],
  'Country of Origin': ['ಮೂಲ ದೇಶ', 'मूल देश'],
};

/** a shelf's type of product */
export const TYPE_NAMES: Record<string, Names> = {
  'Fresh Fruit': ['ತಾಜಾ ಹಣ್ಣು', 'ताज़ा फल'],
  'Fresh Vegetable': ['ತಾಜಾ ತರಕಾರಿ', 'ताज़ी सब्ज़ी'],
  'Leafy Greens': ['ಸೊಪ್ಪು', 'हरी पत्तेदार सब्ज़ी'],
  'Exotic Produce': ['ವಿದೇಶಿ ಹಣ್ಣು-ತರಕಾರಿ', 'विदेशी फल-सब्ज़ी'],
  Milk: ['ಹಾಲು', 'दूध'],
  Dairy: ['ಹಾಲಿನ ಉತ್ಪನ್ನ', 'डेयरी उत्पाद'],
  Bakery: ['ಬೇಕರಿ', 'बेकरी'],
  Flour: ['ಹಿಟ್ಟು', 'आटा'],
  Rice: ['ಅಕ್ಕಿ', 'चावल'],
  Pulses: ['ಬೇಳೆಕಾಳು', 'दालें'],
  'Cooking Oil': ['ಅಡುಗೆ ಎಣ್ಣೆ', 'खाने का तेल'],
  Sweetener: ['ಸಿಹಿ ಪದಾರ್ಥ', 'मीठा पदार्थ'],
  Biscuits: ['ಬಿಸ್ಕತ್ತು', 'बिस्कुट'],
  Snacks: ['ತಿಂಡಿ', 'नमकीन और स्नैक्स'],
  Chocolate: ['ಚಾಕೊಲೇಟ್', 'चॉकलेट'],
  Breakfast: ['ಉಪಾಹಾರ', 'नाश्ता'],
  'Ready to Cook': ['ತಕ್ಷಣ ಅಡುಗೆಗೆ', 'झटपट पकाने वाला'],
  Tea: ['ಟೀ', 'चाय'],
  Coffee: ['ಕಾಫಿ', 'कॉफ़ी'],
  'Soft Drink': ['ತಂಪು ಪಾನೀಯ', 'कोल्ड ड्रिंक'],
  Juice: ['ಹಣ್ಣಿನ ರಸ', 'जूस'],
  'Health Drink': ['ಆರೋಗ್ಯ ಪಾನೀಯ', 'हेल्थ ड्रिंक'],
  Masala: ['ಮಸಾಲೆ', 'मसाला'],
  'Whole Spice': ['ಪುಡಿ ಮಾಡದ ಮಸಾಲೆ ಪದಾರ್ಥ', 'साबुत मसाला'],
  'Dry Fruits': ['ಒಣಹಣ್ಣು', 'सूखे मेवे'],
  Sweets: ['ಸಿಹಿತಿಂಡಿ', 'मिठाई'],
  Bath: ['ಸ್ನಾನದ ಸಾಮಗ್ರಿ', 'नहाने का सामान'],
  'Oral Care': ['ಬಾಯಿಯ ಆರೈಕೆ', 'मुँह की देखभाल'],
  'Hair Care': ['ಕೂದಲಿನ ಆರೈಕೆ', 'बालों की देखभाल'],
  'Skin Care': ['ಚರ್ಮದ ಆರೈಕೆ', 'त्वचा की देखभाल'],
  Laundry: ['ಬಟ್ಟೆ ಒಗೆಯುವ ಸಾಮಗ್ರಿ', 'कपड़े धोने का सामान'],
  Dishwash: ['ಪಾತ್ರೆ ತೊಳೆಯುವ ಸಾಮಗ್ರಿ', 'बर्तन धोने का सामान'],
  Cleaner: ['ಸ್ವಚ್ಛತಾ ದ್ರವ', 'सफ़ाई का सामान'],
  Pooja: ['ಪೂಜಾ ಸಾಮಗ್ರಿ', 'पूजा का सामान'],
  Diapers: ['ಡೈಪರ್', 'डायपर'],
  'Baby Food': ['ಮಗುವಿನ ಆಹಾರ', 'शिशु आहार'],
  'Baby Care': ['ಮಗುವಿನ ಆರೈಕೆ', 'शिशु देखभाल'],
  Eggs: ['ಮೊಟ್ಟೆ', 'अंडे'],
  Chicken: ['ಕೋಳಿ ಮಾಂಸ', 'चिकन'],
  Fish: ['ಮೀನು', 'मछली'],
};

/** shelf life, as the pack says it */
export const BEST_BEFORE: Record<string, Names> = {
  'Best before 3 days from delivery': ['ಡೆಲಿವರಿಯಾದ 3 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'डिलीवरी के 3 दिन के अंदर इस्तेमाल करें'],
  'Best before 2 days from delivery': ['ಡೆಲಿವರಿಯಾದ 2 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'डिलीवरी के 2 दिन के अंदर इस्तेमाल करें'],
  'Best before 2 days from packaging when refrigerated': [
    'ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ಪ್ಯಾಕ್ ಮಾಡಿದ 2 ದಿನಗಳೊಳಗೆ ಬಳಸಿ',
    'फ़्रिज में रखने पर पैकिंग के 2 दिन के अंदर इस्तेमाल करें',
  ],
  '180 days from packaging (unopened)': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 180 ದಿನಗಳು (ತೆರೆಯದಿದ್ದರೆ)', 'पैकिंग से 180 दिन (बिना खोले)'],
  'Best before 7 days from packaging when refrigerated': [
    'ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ಪ್ಯಾಕ್ ಮಾಡಿದ 7 ದಿನಗಳೊಳಗೆ ಬಳಸಿ',
    'फ़्रिज में रखने पर पैकिंग के 7 दिन के अंदर इस्तेमाल करें',
  ],
  'Best before 30 days from packaging when refrigerated': [
    'ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ಪ್ಯಾಕ್ ಮಾಡಿದ 30 ದಿನಗಳೊಳಗೆ ಬಳಸಿ',
    'फ़्रिज में रखने पर पैकिंग के 30 दिन के अंदर इस्तेमाल करें',
  ],
  '90 days from packaging (unopened)': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 90 ದಿನಗಳು (ತೆರೆಯದಿದ್ದರೆ)', 'पैकिंग से 90 दिन (बिना खोले)'],
  '6 months from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 6 ತಿಂಗಳು', 'पैकिंग से 6 महीने'],
  '9 months from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 9 ತಿಂಗಳು', 'पैकिंग से 9 महीने'],
  'Best before 4 days from manufacture': ['ತಯಾರಿಸಿದ 4 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'बनने के 4 दिन के अंदर इस्तेमाल करें'],
  'Best before 7 days from manufacture when refrigerated': ['ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ತಯಾರಿಸಿದ 7 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'फ़्रिज में रखने पर बनने के 7 दिन के अंदर इस्तेमाल करें'],
  '6 months from manufacture': ['ತಯಾರಿಸಿದ ದಿನದಿಂದ 6 ತಿಂಗಳು', 'बनने से 6 महीने'],
  '3 months from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 3 ತಿಂಗಳು', 'पैकिंग से 3 महीने'],
  '18 months from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 18 ತಿಂಗಳು', 'पैकिंग से 18 महीने'],
  '24 months from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 24 ತಿಂಗಳು', 'पैकिंग से 24 महीने'],
  '12 months from manufacture': ['ತಯಾರಿಸಿದ ದಿನದಿಂದ 12 ತಿಂಗಳು', 'बनने से 12 महीने'],
  '9 months from manufacture': ['ತಯಾರಿಸಿದ ದಿನದಿಂದ 9 ತಿಂಗಳು', 'बनने से 9 महीने'],
  'Best before 5 days from manufacture when refrigerated': ['ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ತಯಾರಿಸಿದ 5 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'फ़्रिज में रखने पर बनने के 5 दिन के अंदर इस्तेमाल करें'],
  '12 months from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ ದಿನದಿಂದ 12 ತಿಂಗಳು', 'पैकिंग से 12 महीने'],
  '30 days from manufacture': ['ತಯಾರಿಸಿದ ದಿನದಿಂದ 30 ದಿನಗಳು', 'बनने से 30 दिन'],
  'Best before 15 days from manufacture': ['ತಯಾರಿಸಿದ 15 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'बनने के 15 दिन के अंदर इस्तेमाल करें'],
  'Use before 36 months from manufacture': ['ತಯಾರಿಸಿದ 36 ತಿಂಗಳೊಳಗೆ ಬಳಸಿ', 'बनने के 36 महीने के अंदर इस्तेमाल करें'],
  'Use before 24 months from manufacture': ['ತಯಾರಿಸಿದ 24 ತಿಂಗಳೊಳಗೆ ಬಳಸಿ', 'बनने के 24 महीने के अंदर इस्तेमाल करें'],
  'Best before 24 months from manufacture': ['ತಯಾರಿಸಿದ 24 ತಿಂಗಳೊಳಗೆ ಬಳಸಿ', 'बनने के 24 महीने के अंदर इस्तेमाल करें'],
  'No expiry': ['ಅವಧಿ ಮುಗಿಯುವುದಿಲ್ಲ', 'कोई समय-सीमा नहीं'],
  'Best before 14 days from packaging': ['ಪ್ಯಾಕ್ ಮಾಡಿದ 14 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'पैकिंग के 14 दिन के अंदर इस्तेमाल करें'],
  'Best before 2 days from delivery when refrigerated': [
    'ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ಡೆಲಿವರಿಯಾದ 2 ದಿನಗಳೊಳಗೆ ಬಳಸಿ',
    'फ़्रिज में रखने पर डिलीवरी के 2 दिन के अंदर इस्तेमाल करें',
  ],
  '6 months from manufacture when frozen at −18 °C': ['−18 °C ನಲ್ಲಿ ಫ್ರೀಜ್ ಮಾಡಿದರೆ ತಯಾರಿಸಿದ ದಿನದಿಂದ 6 ತಿಂಗಳು', '−18 °C पर जमाकर रखने पर बनने से 6 महीने'],
  'Best before 1 day from delivery when refrigerated': ['ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟರೆ ಡೆಲಿವರಿಯಾದ 1 ದಿನದೊಳಗೆ ಬಳಸಿ', 'फ़्रिज में रखने पर डिलीवरी के 1 दिन के अंदर इस्तेमाल करें'],
};

/** how to keep it */
export const STORAGE: Record<string, Names> = {
  'Keep in a cool place; refrigerate once ripe': ['ತಂಪಾದ ಜಾಗದಲ್ಲಿಡಿ; ಹಣ್ಣಾದ ಮೇಲೆ ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ', 'ठंडी जगह पर रखें; पकने के बाद फ़्रिज में रखें'],
  'Refrigerate in the vegetable crisper': ['ಫ್ರಿಜ್‌ನ ತರಕಾರಿ ಡಬ್ಬಿಯಲ್ಲಿಡಿ', 'फ़्रिज की सब्ज़ी वाली दराज़ में रखें'],
  'Wrap in a damp cloth and refrigerate': ['ಒದ್ದೆ ಬಟ್ಟೆಯಲ್ಲಿ ಸುತ್ತಿ ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ', 'गीले कपड़े में लपेटकर फ़्रिज में रखें'],
  'Refrigerate after ripening': ['ಹಣ್ಣಾದ ನಂತರ ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ', 'पकने के बाद फ़्रिज में रखें'],
  'Keep refrigerated below 5 °C': ['5 °C ಗಿಂತ ಕಡಿಮೆ ತಾಪದಲ್ಲಿ ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ', '5 °C से कम पर फ़्रिज में रखें'],
  'Keep refrigerated': ['ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ', 'फ़्रिज में रखें'],
  'Store in a cool, dry place away from direct sunlight': ['ನೇರ ಬಿಸಿಲು ಬೀಳದ ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ', 'सीधी धूप से दूर, ठंडी और सूखी जगह पर रखें'],
  'Store in an airtight container in a cool, dry place': ['ಗಾಳಿ ಹೋಗದ ಡಬ್ಬಿಯಲ್ಲಿ ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ', 'हवाबंद डिब्बे में ठंडी और सूखी जगह पर रखें'],
  'Store in an airtight container': ['ಗಾಳಿ ಹೋಗದ ಡಬ್ಬಿಯಲ್ಲಿಡಿ', 'हवाबंद डिब्बे में रखें'],
  'Store in a dry place; keep the pack closed': ['ಒಣ ಜಾಗದಲ್ಲಿಡಿ; ಪ್ಯಾಕ್ ಮುಚ್ಚಿಡಿ', 'सूखी जगह पर रखें; पैक बंद रखें'],
  'Store in a cool, dry place; reseal after opening': [
    'ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ; ತೆರೆದ ನಂತರ ಮತ್ತೆ ಮುಚ್ಚಿಡಿ',
    'ठंडी और सूखी जगह पर रखें; खोलने के बाद फिर से बंद करें',
  ],
  'Store below 25 °C, away from sunlight': ['25 °C ಗಿಂತ ಕಡಿಮೆ ತಾಪದಲ್ಲಿ, ಬಿಸಿಲಿನಿಂದ ದೂರ ಇಡಿ', '25 °C से कम पर, धूप से दूर रखें'],
  'Store in a cool, dry place; close tightly after use': [
    'ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ; ಬಳಸಿದ ನಂತರ ಬಿಗಿಯಾಗಿ ಮುಚ್ಚಿ',
    'ठंडी और सूखी जगह पर रखें; इस्तेमाल के बाद कसकर बंद करें',
  ],
  'Store in an airtight container away from moisture': ['ತೇವವಿಲ್ಲದೆ ಗಾಳಿ ಹೋಗದ ಡಬ್ಬಿಯಲ್ಲಿಡಿ', 'नमी से दूर, हवाबंद डिब्बे में रखें'],
  'Store in a cool, dry place; serve chilled': ['ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ; ತಣ್ಣಗೆ ಕುಡಿಯಿರಿ', 'ठंडी और सूखी जगह पर रखें; ठंडा करके परोसें'],
  'Refrigerate after opening and consume within 3 days': ['ತೆರೆದ ನಂತರ ಫ್ರಿಜ್‌ನಲ್ಲಿಟ್ಟು 3 ದಿನಗಳೊಳಗೆ ಬಳಸಿ', 'खोलने के बाद फ़्रिज में रखें और 3 दिन में इस्तेमाल करें'],
  'Store in a cool, dry place; close the lid tightly': ['ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ; ಮುಚ್ಚಳ ಬಿಗಿಯಾಗಿ ಮುಚ್ಚಿ', 'ठंडी और सूखी जगह पर रखें; ढक्कन कसकर बंद करें'],
  'Refrigerate after opening for longer freshness': [
    'ಹೆಚ್ಚು ದಿನ ತಾಜಾ ಇರಲು ತೆರೆದ ನಂತರ ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ',
    'ज़्यादा दिन ताज़ा रखने के लिए खोलने के बाद फ़्रिज में रखें',
  ],
  'Store below 30 °C': ['30 °C ಗಿಂತ ಕಡಿಮೆ ತಾಪದಲ್ಲಿಡಿ', '30 °C से कम पर रखें'],
  'Store in a dry place, out of reach of children': ['ಒಣ ಜಾಗದಲ್ಲಿ, ಮಕ್ಕಳ ಕೈಗೆ ಸಿಗದಂತೆ ಇಡಿ', 'सूखी जगह पर, बच्चों की पहुँच से दूर रखें'],
  'Store away from food, out of reach of children': ['ಆಹಾರದಿಂದ ದೂರ, ಮಕ್ಕಳ ಕೈಗೆ ಸಿಗದಂತೆ ಇಡಿ', 'खाने से दूर, बच्चों की पहुँच से दूर रखें'],
  'Store in a cool, dry place; use within 4 weeks of opening': [
    'ತಂಪಾದ, ಒಣ ಜಾಗದಲ್ಲಿಡಿ; ತೆರೆದ 4 ವಾರಗಳೊಳಗೆ ಬಳಸಿ',
    'ठंडी और सूखी जगह पर रखें; खोलने के 4 हफ़्ते के अंदर इस्तेमाल करें',
  ],
  'Refrigerate; keep away from strong smells': ['ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ; ತೀಕ್ಷ್ಣ ವಾಸನೆಯ ವಸ್ತುಗಳಿಂದ ದೂರವಿಡಿ', 'फ़्रिज में रखें; तेज़ गंध वाली चीज़ों से दूर रखें'],
  'Keep refrigerated between 0 and 4 °C': ['0 ರಿಂದ 4 °C ನಡುವೆ ಫ್ರಿಜ್‌ನಲ್ಲಿಡಿ', '0 से 4 °C के बीच फ़्रिज में रखें'],
};

/** country of origin */
export const ORIGIN: Record<string, Names> = {
  India: ['ಭಾರತ', 'भारत'],
  Tanzania: ['ಟಾಂಜಾನಿಯಾ', 'तंज़ानिया'],
  'New Zealand': ['ನ್ಯೂಜಿಲೆಂಡ್', 'न्यूज़ीलैंड'],
  Malaysia: ['ಮಲೇಷ್ಯಾ', 'मलेशिया'],
  Italy: ['ಇಟಲಿ', 'इटली'],
  Austria: ['ಆಸ್ಟ್ರಿಯಾ', 'ऑस्ट्रिया'],
  'United States of America': ['ಅಮೆರಿಕ ಸಂಯುಕ್ತ ಸಂಸ್ಥಾನ', 'संयुक्त राज्य अमेरिका'],
  Turkey: ['ಟರ್ಕಿ', 'तुर्की'],
};
