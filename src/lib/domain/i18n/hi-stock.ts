/** The staff stock screen's server texts in Hindi (en-stock.ts). */
import type { StockKey } from './en-stock';

export const HI_STOCK: Record<StockKey, string> = {
  'stock.reasonRequired': 'बताइए स्टॉक क्यों बदल रहा है: कारण ज़रूरी है',
  'stock.notYourBranch': 'आप केवल अपनी शाखा का स्टॉक देख और बदल सकते हैं',
  'stock.managerOnly': 'शाखाओं के बीच स्टॉक केवल मैनेजर भेज सकते हैं',
  'stock.sameBranch': 'स्टॉक भेजने के लिए दो अलग-अलग शाखाएँ चुनिए',
  'stock.packUnknown': 'यह पैक इस उत्पाद के साइज़ में से नहीं है',
  'stock.short': '{branch} में इस पैक के केवल {left} हैं: कुछ नहीं बदला',
  'stock.counted': 'स्टॉक अपडेट किया गया',
  'stock.received': 'माल प्राप्त हुआ',
  'stock.writtenOff': 'बट्टे खाते में डाला गया',
  'stock.transferred': 'स्टॉक शाखाओं के बीच भेजा गया',
  'stock.elsewhere': 'आज {here} में नहीं है — {there} से पिक अप करें',
  'stock.pickupThere': '{there} से पिक अप करें',
  'stock.csvColumns': 'पहली पंक्ति में कॉलम sku, pack, branch, counted होने चाहिए: मिले {found}',
  'stock.csvBadCount': 'पंक्ति {row}: counted 0 से {max} तक की पूर्ण संख्या होनी चाहिए, {value} नहीं',
  'stock.csvDuplicate': 'पंक्ति {row} उसी शाखा का वही पैक गिनती है जो पंक्ति {first}',
  'stock.csvUnknownPack': 'पंक्ति {row}: {sku} का कोई पैक {pack} नहीं है',
  'stock.csvUnknownBranch': 'पंक्ति {row}: {branch} नाम की कोई शाखा नहीं है',
  'stock.csvOtherBranch': 'पंक्ति {row}: आप केवल अपनी शाखा गिन सकते हैं, {branch} नहीं',
  'stock.csvChecked': '{changes} गिनतियाँ बदलेंगी, {same} वैसी ही रहेंगी, {refused} पंक्तियाँ अस्वीकार हैं',
  'stock.csvApplied': '{n} गिनतियाँ बदलीं',
};
