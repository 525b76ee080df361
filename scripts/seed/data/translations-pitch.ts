/**
 * Issue 34: the one-line description of every product (a shelf's pitch or the product's own
 * note) in Kannada and Hindi.
 * Keyed by the English the seed writes (data/shelf.ts, data/product-list.ts): a text without its
 * translation fails the seed (product-texts.ts), so a new product cannot slip through in English.
 */
import type { Names } from './translations';

/** by the English line */
export const PITCHES: Record<string, Names> = {
  'Naturally ripened Robusta bananas, sweet and creamy.': [
    'ಸಹಜವಾಗಿ ಹಣ್ಣಾದ ರೋಬಸ್ಟಾ ಬಾಳೆಹಣ್ಣು, ಸಿಹಿ ಮತ್ತು ಮೃದು.',
    'प्राकृतिक रूप से पके रोबस्टा केले, मीठे और मुलायम।',
  ],
  'Crisp, juicy apples from Himachal orchards.': ['ಹಿಮಾಚಲದ ತೋಟಗಳ ಗರಿಗರಿಯಾದ, ರಸಭರಿತ ಸೇಬು.', 'हिमाचल के बाग़ों से कुरकुरे, रसीले सेब।'],
  'Deep red arils, sweet with a gentle tang.': ['ಗಾಢ ಕೆಂಪು ಕಾಳುಗಳು, ಸ್ವಲ್ಪ ಹುಳಿಯ ಸಿಹಿ.', 'गहरे लाल दाने, हल्की खटास के साथ मीठे।'],
  'About 800 g to 1.2 kg; ripens in a day or two.': [
    'ಸುಮಾರು 800 g ರಿಂದ 1.2 kg; ಒಂದೆರಡು ದಿನಗಳಲ್ಲಿ ಹಣ್ಣಾಗುತ್ತದೆ.',
    'लगभग 800 g से 1.2 kg; एक-दो दिन में पक जाता है।',
  ],
  'Hand-picked, sorted for ripeness and delivered fresh.': [
    'ಕೈಯಿಂದ ಆರಿಸಿ, ಹಣ್ಣಾದ ಮಟ್ಟಕ್ಕೆ ತಕ್ಕಂತೆ ವಿಂಗಡಿಸಿ, ತಾಜಾ ಆಗಿ ತಲುಪಿಸುತ್ತೇವೆ.',
    'हाथ से चुने, पकने के हिसाब से छाँटे और ताज़ा पहुँचाए गए।',
  ],
  'Fibreless, golden-yellow mangoes from Andhra Pradesh.': [
    'ಆಂಧ್ರಪ್ರದೇಶದ ನಾರಿಲ್ಲದ, ಬಂಗಾರದ ಹಳದಿ ಮಾವಿನಹಣ್ಣು.',
    'आंध्र प्रदेश के बिना रेशे वाले, सुनहरे पीले आम।',
  ],
  'About 2 to 3 kg; sweet red flesh with few seeds.': [
    'ಸುಮಾರು 2 ರಿಂದ 3 kg; ಕಡಿಮೆ ಬೀಜದ ಸಿಹಿ ಕೆಂಪು ತಿರುಳು.',
    'लगभग 2 से 3 kg; कम बीज वाला मीठा लाल गूदा।',
  ],
  'Firm Nashik onions, a staple for every curry.': ['ಗಟ್ಟಿಯಾದ ನಾಸಿಕ್ ಈರುಳ್ಳಿ, ಪ್ರತಿ ಅಡುಗೆಗೂ ಬೇಕು.', 'नासिक के सख़्त प्याज़, हर सब्ज़ी के लिए ज़रूरी।'],
  'Sourced daily from farms around Kolar and Chikkaballapur.': [
    'ಕೋಲಾರ ಮತ್ತು ಚಿಕ್ಕಬಳ್ಳಾಪುರದ ಸುತ್ತಲಿನ ತೋಟಗಳಿಂದ ಪ್ರತಿದಿನ ತರುತ್ತೇವೆ.',
    'कोलार और चिक्कबल्लापुर के आसपास के खेतों से रोज़ लाए गए।',
  ],
  'Sweet, crunchy carrots from the Nilgiris.': ['ನೀಲಗಿರಿಯ ಸಿಹಿಯಾದ, ಗರಿಗರಿ ಕ್ಯಾರೆಟ್.', 'नीलगिरि की मीठी, कुरकुरी गाजर।'],
  'Tender bunches, washed and trimmed the morning they reach you.': [
    'ಎಳೆಯ ಕಟ್ಟುಗಳು, ನಿಮಗೆ ತಲುಪುವ ದಿನ ಬೆಳಿಗ್ಗೆಯೇ ತೊಳೆದು ಸೋಸಿದವು.',
    'मुलायम गड्डियाँ, आप तक पहुँचने वाले दिन सुबह धोकर साफ़ की गईं।',
  ],
  'Hydroponic and imported produce for salads and stir-fries.': [
    'ಸಲಾಡ್ ಮತ್ತು ಹುರಿದ ಪದಾರ್ಥಗಳಿಗಾಗಿ ಹೈಡ್ರೋಪೋನಿಕ್ ಮತ್ತು ಆಮದು ಮಾಡಿದ ಹಣ್ಣು-ತರಕಾರಿ.',
    'सलाद और स्टर-फ़्राई के लिए हाइड्रोपोनिक और आयातित फल-सब्ज़ियाँ।',
  ],
  'Imported Hass avocado; ready to eat when it yields to gentle pressure.': [
    'ಆಮದು ಮಾಡಿದ ಹ್ಯಾಸ್ ಅವಕಾಡೊ; ಮೆಲ್ಲಗೆ ಒತ್ತಿದಾಗ ಮೆತ್ತಗಾದರೆ ತಿನ್ನಲು ಸಿದ್ಧ.',
    'आयातित हास एवोकाडो; हल्का दबाने पर नरम लगे तो खाने को तैयार।',
  ],
  'Full cream milk with 6% fat, rich and creamy.': ['6% ಕೊಬ್ಬಿನ ಪೂರ್ಣ ಕೆನೆ ಹಾಲು, ದಪ್ಪ ಮತ್ತು ರುಚಿಕರ.', '6% फ़ैट वाला फुल क्रीम दूध, गाढ़ा और मलाईदार।'],
  "Karnataka's favourite blue packet, 3% fat.": ['ಕರ್ನಾಟಕದ ಮೆಚ್ಚಿನ ನೀಲಿ ಪ್ಯಾಕೆಟ್, 3% ಕೊಬ್ಬು.', 'कर्नाटक का पसंदीदा नीला पैकेट, 3% फ़ैट।'],
  "Fresh pasteurised milk for tea, coffee and the day's cooking.": [
    'ಟೀ, ಕಾಫಿ ಮತ್ತು ದಿನದ ಅಡುಗೆಗೆ ತಾಜಾ ಪಾಶ್ಚರೀಕರಿಸಿದ ಹಾಲು.',
    'चाय, कॉफ़ी और रोज़ के खाने के लिए ताज़ा पाश्चुरीकृत दूध।',
  ],
  'Certified organic milk from small farms around Tiptur.': [
    'ತಿಪಟೂರಿನ ಸುತ್ತಲಿನ ಸಣ್ಣ ತೋಟಗಳ ಪ್ರಮಾಣೀಕೃತ ಸಾವಯವ ಹಾಲು.',
    'तिपटूर के आसपास के छोटे फ़ार्मों का प्रमाणित ऑर्गेनिक दूध।',
  ],
  'Thick, set and made from fresh milk.': ['ತಾಜಾ ಹಾಲಿನಿಂದ ಮಾಡಿದ ಗಟ್ಟಿ ಮೊಸರು.', 'ताज़े दूध से जमाया गया गाढ़ा दही।'],
  'Soft, fresh paneer that holds its shape in curries.': [
    'ಮೃದುವಾದ ತಾಜಾ ಪನೀರ್, ಪಲ್ಯದಲ್ಲೂ ಆಕಾರ ಕಳೆದುಕೊಳ್ಳುವುದಿಲ್ಲ.',
    'मुलायम, ताज़ा पनीर जो सब्ज़ी में भी नहीं टूटता।',
  ],
  'The utterly butterly delicious classic.': ['ಎಲ್ಲರ ಮೆಚ್ಚಿನ ರುಚಿಕರ ಬೆಣ್ಣೆ.', 'सबका पसंदीदा स्वादिष्ट मक्खन।'],
  'Rich dairy goodness for everyday cooking.': ['ದಿನದ ಅಡುಗೆಗೆ ಹಾಲಿನ ಸಮೃದ್ಧ ಸವಿ.', 'रोज़ के खाने के लिए डेयरी का भरपूर स्वाद।'],
  'Granular, aromatic cow ghee from the Karnataka Milk Federation.': [
    'ಕರ್ನಾಟಕ ಹಾಲು ಮಹಾಮಂಡಳದ ಹರಳು ಹರಳಾದ, ಘಮಘಮಿಸುವ ಹಸುವಿನ ತುಪ್ಪ.',
    'कर्नाटक मिल्क फ़ेडरेशन का दानेदार, खुशबूदार गाय का घी।',
  ],
  'Baked fresh every morning and delivered soft.': ['ಪ್ರತಿದಿನ ಬೆಳಿಗ್ಗೆ ತಾಜಾ ಬೇಯಿಸಿ, ಮೃದುವಾಗಿಯೇ ತಲುಪಿಸುತ್ತೇವೆ.', 'हर सुबह ताज़ा पकाकर, नरम ही पहुँचाया गया।'],
  '0% maida, 100% whole wheat atta for soft rotis.': ['0% ಮೈದಾ, 100% ಗೋಧಿ ಹಿಟ್ಟು, ಮೃದು ಚಪಾತಿಗೆ.', '0% मैदा, 100% गेहूँ का आटा, नरम रोटियों के लिए।'],
  'Stone-ground for soft rotis and phulkas.': ['ಮೃದು ಚಪಾತಿ ಮತ್ತು ಫುಲ್ಕಾಗೆ ಕಲ್ಲಿನಲ್ಲಿ ಬೀಸಿದ ಹಿಟ್ಟು.', 'नरम रोटियों और फुलकों के लिए पत्थर की चक्की में पिसा।'],
  'Long-grain basmati aged for two years.': ['ಎರಡು ವರ್ಷ ಹಳೆಯದಾದ ಉದ್ದ ಕಾಳಿನ ಬಾಸ್ಮತಿ.', 'दो साल पुराना लंबे दाने वाला बासमती।'],
  'Aged grains that cook up long, fluffy and separate.': [
    'ಹಳೆಯ ಅಕ್ಕಿ, ಬೆಂದಾಗ ಉದ್ದವಾಗಿ, ಉದುರುದುರಾಗಿ ಬರುತ್ತದೆ.',
    'पुराने दाने, पकने पर लंबे, खिले-खिले और अलग।',
  ],
  'Light, aromatic everyday rice from Raichur.': ['ರಾಯಚೂರಿನ ಹಗುರವಾದ, ಘಮಘಮಿಸುವ ದಿನನಿತ್ಯದ ಅಕ್ಕಿ.', 'रायचूर का हल्का, खुशबूदार रोज़ का चावल।'],
  'Cleaned and sorted pulses that cook evenly.': ['ಸ್ವಚ್ಛಗೊಳಿಸಿ ವಿಂಗಡಿಸಿದ ಬೇಳೆ, ಸಮನಾಗಿ ಬೇಯುತ್ತದೆ.', 'साफ़ और छँटी हुई दालें जो बराबर पकती हैं।'],
  'Light and healthy sunflower oil, rich in vitamin E.': [
    'ವಿಟಮಿನ್ E ಸಮೃದ್ಧ, ಹಗುರ ಮತ್ತು ಆರೋಗ್ಯಕರ ಸೂರ್ಯಕಾಂತಿ ಎಣ್ಣೆ.',
    'विटामिन E से भरपूर, हल्का और सेहतमंद सूरजमुखी तेल।',
  ],
  'Light oil for everyday Indian cooking and frying.': ['ದಿನನಿತ್ಯದ ಅಡುಗೆ ಮತ್ತು ಕರಿಯಲು ಹಗುರವಾದ ಎಣ್ಣೆ.', 'रोज़ के खाने और तलने के लिए हल्का तेल।'],
  'Vacuum-evaporated iodised salt, desh ka namak.': ['ನಿರ್ವಾತದಲ್ಲಿ ಆವಿಯಾಗಿಸಿದ ಅಯೋಡಿನ್ ಉಪ್ಪು, ದೇಶದ ಉಪ್ಪು.', 'वैक्यूम में तैयार आयोडीन नमक, देश का नमक।'],
  'Clean, free-flowing and hygienically packed.': ['ಸ್ವಚ್ಛ, ಉದುರುದುರಾದ ಮತ್ತು ಶುಚಿಯಾಗಿ ಪ್ಯಾಕ್ ಮಾಡಿದ್ದು.', 'साफ़, बिना जमे और साफ़-सफ़ाई से पैक किया हुआ।'],
  'Crunchy tea-time favourite for the whole family.': ['ಟೀ ಜೊತೆಗೆ ಇಡೀ ಕುಟುಂಬದ ಮೆಚ್ಚಿನ ಗರಿಗರಿ ತಿಂಡಿ.', 'चाय के साथ पूरे परिवार का पसंदीदा कुरकुरा नाश्ता।'],
  "India's favourite glucose biscuit, family pack.": ['ಭಾರತದ ಮೆಚ್ಚಿನ ಗ್ಲೂಕೋಸ್ ಬಿಸ್ಕತ್ತು, ಕುಟುಂಬದ ಪ್ಯಾಕ್.', 'भारत का पसंदीदा ग्लूकोज़ बिस्कुट, फ़ैमिली पैक।'],
  'Crunchy potato and besan sev with a hint of mint.': [
    'ಪುದೀನದ ಸ್ವಲ್ಪ ಸವಿಯಿರುವ ಆಲೂಗಡ್ಡೆ-ಕಡಲೆಹಿಟ್ಟಿನ ಗರಿಗರಿ ಸೇವ್.',
    'पुदीने के हल्के स्वाद वाली आलू और बेसन की कुरकुरी सेव।',
  ],
  'Crispy, spicy and perfect with evening chai.': ['ಗರಿಗರಿ, ಖಾರ, ಸಂಜೆಯ ಟೀ ಜೊತೆಗೆ ಸರಿಯಾದ ಜೋಡಿ.', 'कुरकुरा, चटपटा और शाम की चाय के साथ बढ़िया।'],
  'Smooth, silky milk chocolate.': ['ನಯವಾದ, ಮೃದುವಾದ ಮಿಲ್ಕ್ ಚಾಕೊಲೇಟ್.', 'मुलायम, रेशमी मिल्क चॉकलेट।'],
  'A smooth, creamy treat for any moment.': ['ಯಾವಾಗ ಬೇಕಾದರೂ ಸವಿಯಲು ನಯವಾದ, ಕೆನೆಯಂಥ ಸಿಹಿ.', 'किसी भी पल के लिए मुलायम, मलाईदार मिठास।'],
  'Crisp hazelnut, smooth chocolate: a festive gift box.': [
    'ಗರಿಗರಿ ಹೇಜಲ್‌ನಟ್, ನಯವಾದ ಚಾಕೊಲೇಟ್: ಹಬ್ಬದ ಉಡುಗೊರೆ ಡಬ್ಬಿ.',
    'कुरकुरा हेज़लनट, मुलायम चॉकलेट: त्योहार का तोहफ़ा डिब्बा।',
  ],
  'A quick, wholesome start to the morning.': ['ಬೆಳಿಗ್ಗೆಗೆ ಬೇಗನೆ ಸಿದ್ಧವಾಗುವ ಪೌಷ್ಟಿಕ ಆರಂಭ.', 'सुबह की झटपट और पौष्टिक शुरुआत।'],
  'Dinner on the table in minutes.': ['ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಊಟ ಸಿದ್ಧ.', 'कुछ ही मिनटों में खाना तैयार।'],
  'Soft rava idlis in 20 minutes, the Bengaluru way.': [
    '20 ನಿಮಿಷಗಳಲ್ಲಿ ಮೃದುವಾದ ರವೆ ಇಡ್ಲಿ, ಬೆಂಗಳೂರಿನ ಶೈಲಿಯಲ್ಲಿ.',
    '20 मिनट में नरम रवा इडली, बेंगलुरु के अंदाज़ में।',
  ],
  '15% long leaves for aroma, CTC for strength.': ['ಪರಿಮಳಕ್ಕೆ 15% ಉದ್ದ ಎಲೆಗಳು, ಗಾಢತೆಗೆ CTC.', 'खुशबू के लिए 15% लंबी पत्तियाँ, कड़कपन के लिए CTC।'],
  'Strong, aromatic chai with rich colour.': ['ಗಾಢ ಬಣ್ಣದ, ಘಮಘಮಿಸುವ ಕಡಕ್ ಟೀ.', 'गहरे रंग वाली कड़क, खुशबूदार चाय।'],
  'Rich, aromatic coffee the South Indian way.': ['ದಕ್ಷಿಣ ಭಾರತದ ಶೈಲಿಯ ಗಾಢ, ಘಮಘಮಿಸುವ ಕಾಫಿ.', 'दक्षिण भारतीय अंदाज़ की गाढ़ी, खुशबूदार कॉफ़ी।'],
  "Bengaluru's own strong filter coffee, 80:20 coffee and chicory.": [
    'ಬೆಂಗಳೂರಿನದೇ ಆದ ಕಡಕ್ ಫಿಲ್ಟರ್ ಕಾಫಿ, 80:20 ಕಾಫಿ ಮತ್ತು ಚಿಕೋರಿ.',
    'बेंगलुरु की अपनी कड़क फ़िल्टर कॉफ़ी, 80:20 कॉफ़ी और चिकरी।',
  ],
  'Fizzy refreshment; best served ice cold.': ['ಗುಳ್ಳೆಗುಳ್ಳೆಯ ತಂಪು; ಚೆನ್ನಾಗಿ ತಣ್ಣಗಿರುವಾಗ ಕುಡಿಯಿರಿ.', 'झागदार ताज़गी; खूब ठंडा करके पिएँ।'],
  'Fruit goodness in every glass.': ['ಪ್ರತಿ ಲೋಟದಲ್ಲೂ ಹಣ್ಣಿನ ಸವಿ.', 'हर गिलास में फलों का स्वाद।'],
  'Mix with warm milk for a nourishing drink.': ['ಪೌಷ್ಟಿಕ ಪಾನೀಯಕ್ಕಾಗಿ ಬೆಚ್ಚಗಿನ ಹಾಲಿನಲ್ಲಿ ಬೆರೆಸಿ.', 'पौष्टिक पेय के लिए गुनगुने दूध में मिलाएँ।'],
  'Authentic flavour ground from whole spices.': ['ಇಡೀ ಮಸಾಲೆ ಪದಾರ್ಥಗಳನ್ನು ಪುಡಿಮಾಡಿದ ಅಸಲಿ ರುಚಿ.', 'साबुत मसालों से पिसा असली स्वाद।'],
  'Roasted dals and spices for authentic Karnataka sambar.': [
    'ಅಸಲಿ ಕರ್ನಾಟಕ ಸಾಂಬಾರ್‌ಗೆ ಹುರಿದ ಬೇಳೆ ಮತ್ತು ಮಸಾಲೆಗಳು.',
    'असली कर्नाटक सांभर के लिए भुनी दालें और मसाले।',
  ],
  'Cleaned, aromatic whole spices for tadka and masalas.': [
    'ಒಗ್ಗರಣೆ ಮತ್ತು ಮಸಾಲೆಗಾಗಿ ಸ್ವಚ್ಛ, ಘಮಘಮಿಸುವ ಇಡೀ ಮಸಾಲೆ ಪದಾರ್ಥಗಳು.',
    'तड़के और मसालों के लिए साफ़, खुशबूदार साबुत मसाले।',
  ],
  'Bold Malabar pepper from Coorg estates.': ['ಕೊಡಗಿನ ತೋಟಗಳ ಖಾರವಾದ ಮಲಬಾರ್ ಮೆಣಸು.', 'कूर्ग के बाग़ानों की तीखी मालाबार काली मिर्च।'],
  'Premium, hand-sorted and crunchy.': ['ಉತ್ತಮ ಗುಣಮಟ್ಟದ, ಕೈಯಿಂದ ಆರಿಸಿದ, ಗರಿಗರಿ.', 'बढ़िया, हाथ से छाँटे हुए और कुरकुरे।'],
  'Flaky, melt-in-the-mouth soan papdi with cardamom.': [
    'ಏಲಕ್ಕಿಯ ಪದರಪದರದ, ಬಾಯಲ್ಲಿ ಕರಗುವ ಸೋನ್ ಪಾಪ್ಡಿ.',
    'इलायची वाली परतदार, मुँह में घुलने वाली सोन पापड़ी।',
  ],
  'Festive mithai made the traditional way.': ['ಸಾಂಪ್ರದಾಯಿಕವಾಗಿ ಮಾಡಿದ ಹಬ್ಬದ ಸಿಹಿ.', 'पारंपरिक तरीके से बनी त्योहार की मिठाई।'],
  "Silver-leaf kaju katli from Bengaluru's favourite mithai shop.": [
    'ಬೆಂಗಳೂರಿನ ಮೆಚ್ಚಿನ ಸಿಹಿ ಅಂಗಡಿಯ ಬೆಳ್ಳಿ ಹಾಳೆಯ ಕಾಜು ಕಟ್ಲಿ.',
    'बेंगलुरु की पसंदीदा मिठाई की दुकान की चाँदी के वर्क वाली काजू कतली।',
  ],
  'Gentle, long-lasting lather for a fresh feel.': [
    'ತಾಜಾ ಅನುಭವಕ್ಕಾಗಿ ಮೃದುವಾದ, ಹೆಚ್ಚು ಹೊತ್ತು ಉಳಿಯುವ ನೊರೆ.',
    'ताज़गी के लिए हल्का, देर तक टिकने वाला झाग।',
  ],
  'Made with pure sandalwood oil since 1916.': ['1916 ರಿಂದ ಶುದ್ಧ ಶ್ರೀಗಂಧದ ಎಣ್ಣೆಯಿಂದ ತಯಾರಿಕೆ.', '1916 से शुद्ध चंदन के तेल से बना।'],
  'Everyday protection for stronger teeth and fresh breath.': [
    'ಗಟ್ಟಿ ಹಲ್ಲು ಮತ್ತು ತಾಜಾ ಉಸಿರಿಗೆ ದಿನನಿತ್ಯದ ರಕ್ಷಣೆ.',
    'मज़बूत दाँतों और ताज़ा साँस के लिए रोज़ की सुरक्षा।',
  ],
  'For soft, manageable and healthy-looking hair.': [
    'ಮೃದು, ಸುಲಭವಾಗಿ ಬಾಚಬಹುದಾದ, ಆರೋಗ್ಯಕರ ಕೂದಲಿಗೆ.',
    'मुलायम, सँवरने में आसान और सेहतमंद दिखने वाले बालों के लिए।',
  ],
  'Daily care for soft, healthy skin.': ['ಮೃದು, ಆರೋಗ್ಯಕರ ಚರ್ಮಕ್ಕೆ ದಿನನಿತ್ಯದ ಆರೈಕೆ.', 'मुलायम, सेहतमंद त्वचा के लिए रोज़ की देखभाल।'],
  'Tough on stains, gentle on clothes.': ['ಕಲೆಗಳಿಗೆ ಕಠಿಣ, ಬಟ್ಟೆಗಳಿಗೆ ಮೃದು.', 'दाग़ों पर सख़्त, कपड़ों पर नरम।'],
  'Cuts through grease for sparkling utensils.': ['ಜಿಡ್ಡು ತೆಗೆದು ಪಾತ್ರೆಗಳನ್ನು ಹೊಳೆಯುವಂತೆ ಮಾಡುತ್ತದೆ.', 'चिकनाई हटाकर बर्तन चमकाए।'],
  'Kills 99.9% of germs for a hygienic home.': ['ಶುಚಿಯಾದ ಮನೆಗಾಗಿ 99.9% ರೋಗಾಣುಗಳನ್ನು ಕೊಲ್ಲುತ್ತದೆ.', 'साफ़-सुथरे घर के लिए 99.9% कीटाणु मारे।'],
  'Three fragrances in one pack, from Mysuru.': ['ಮೈಸೂರಿನಿಂದ, ಒಂದೇ ಪ್ಯಾಕ್‌ನಲ್ಲಿ ಮೂರು ಸುವಾಸನೆಗಳು.', 'मैसूरु से, एक पैक में तीन खुशबुएँ।'],
  'Everything for the daily pooja and festive rituals.': [
    'ದಿನದ ಪೂಜೆ ಮತ್ತು ಹಬ್ಬದ ಆಚರಣೆಗೆ ಬೇಕಾದ ಎಲ್ಲವೂ.',
    'रोज़ की पूजा और त्योहार की रस्मों के लिए सब कुछ।',
  ],
  'Up to 12 hours of dryness with a soft, breathable feel.': [
    'ಮೃದುವಾದ, ಗಾಳಿಯಾಡುವ ಅನುಭವದೊಂದಿಗೆ 12 ಗಂಟೆಗಳವರೆಗೆ ಒಣಗಿರುತ್ತದೆ.',
    'मुलायम, हवादार एहसास के साथ 12 घंटे तक सूखापन।',
  ],
  'Nutritious first foods for growing babies.': ['ಬೆಳೆಯುವ ಮಕ್ಕಳಿಗೆ ಪೌಷ್ಟಿಕ ಮೊದಲ ಆಹಾರ.', 'बढ़ते बच्चों के लिए पौष्टिक पहला आहार।'],
  'Mild, tear-free care for delicate skin.': ['ಸೂಕ್ಷ್ಮ ಚರ್ಮಕ್ಕೆ ಕಣ್ಣು ಉರಿಯದ ಸೌಮ್ಯ ಆರೈಕೆ.', 'नाज़ुक त्वचा के लिए आँखों में न चुभने वाली हल्की देखभाल।'],
  'Farm fresh, cleaned and checked for cracks.': ['ತೋಟದಿಂದ ತಾಜಾ, ಸ್ವಚ್ಛಗೊಳಿಸಿ ಬಿರುಕು ನೋಡಿ ಆರಿಸಿದ್ದು.', 'फ़ार्म से ताज़ा, साफ़ किए और दरार जाँचकर चुने गए।'],
  'Free-range nati koli eggs from farms near Ramanagara.': [
    'ರಾಮನಗರದ ಬಳಿಯ ತೋಟಗಳ, ಬಯಲಿನಲ್ಲಿ ಸಾಕಿದ ನಾಟಿ ಕೋಳಿ ಮೊಟ್ಟೆಗಳು.',
    'रामनगर के पास के फ़ार्मों की खुले में पली देसी मुर्गी के अंडे।',
  ],
  'Antibiotic-residue free, cleaned and cut to order.': [
    'ಆಂಟಿಬಯೋಟಿಕ್ ಶೇಷವಿಲ್ಲದ, ಸ್ವಚ್ಛಗೊಳಿಸಿ ಆರ್ಡರ್‌ಗೆ ತಕ್ಕಂತೆ ಕತ್ತರಿಸಿದ್ದು.',
    'एंटीबायोटिक अवशेष से मुक्त, साफ़ करके ऑर्डर के हिसाब से काटा गया।',
  ],
  'Landed at Mangaluru, cleaned and packed on ice.': [
    'ಮಂಗಳೂರಿನಲ್ಲಿ ಹಿಡಿದು, ಸ್ವಚ್ಛಗೊಳಿಸಿ ಮಂಜುಗಡ್ಡೆಯಲ್ಲಿ ಪ್ಯಾಕ್ ಮಾಡಿದ್ದು.',
    'मंगलुरु में उतारी, साफ़ करके बर्फ़ में पैक की गई।',
  ],
};
