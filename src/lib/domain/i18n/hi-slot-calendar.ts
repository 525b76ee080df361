/** The slot calendar's texts in Hindi (en-slot-calendar.ts). */
import type { SlotCalendarKey } from './en-slot-calendar';

export const HI_SLOT_CALENDAR: Record<SlotCalendarKey, string> = {
  'cal.slotNotFound': 'समय नहीं मिला',
  'cal.branchNotFound': 'शाखा नहीं मिली',
  'cal.dayPast': 'आज या बाद की कोई तारीख चुनें',
  'cal.chooseDate': 'एक तारीख चुनें',
  'cal.dateFormat': 'तारीख YYYY-MM-DD रूप में होनी चाहिए',
  'cal.capacityWhole': 'संख्या पूर्ण संख्या होनी चाहिए',
  'cal.capacityNegative': 'संख्या ऋणात्मक नहीं हो सकती (0: उस दिन उपलब्ध नहीं)',
  'cal.capacityMax': 'संख्या अधिकतम 500 हो सकती है',
  'cal.sevenDays': 'रविवार से शुरू करके सात दिन दें',
  'cal.reasonLong': 'कृपया कारण 100 अक्षरों से कम रखें',
  'cal.slotUpdated': 'समय अपडेट किया गया',
  'cal.weekSaved': 'हफ़्ते की सामान्य संख्याएँ सहेजी गईं',
  'cal.daySaved': 'तारीख सहेजी गई',
  'cal.closed': 'उस दिन शाखा बंद है: कोई समय उपलब्ध नहीं',
  'cal.closedTold': 'उस दिन शाखा बंद है, और ग्राहकों को बता दिया गया (बुक किए गए ऑर्डर: {count})। इन ऑर्डर को अभी पहुँचाना है।',
  'cal.opened': 'उस दिन शाखा फिर से खुली है',
  'cal.hasOrders': 'उस दिन के लिए बुक किए गए खुले ऑर्डर: {count}। पहले उन्हें किसी दूसरे दिन पर ले जाएँ, या फिर भी बंद करें और उनके ग्राहकों को बताएँ।',
  'slot.dayClosed': 'बंद',
  'notice.dayClosedTitle': 'आपके ऑर्डर के दिन स्टोर बंद है',
  'notice.dayClosed': '{day} को {branch} बंद है। ऑर्डर {order} किसी दूसरे दिन पहुँचाने के लिए हम आपको कॉल करेंगे।',
};
