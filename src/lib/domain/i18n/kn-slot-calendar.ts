/** The slot calendar's texts in Kannada (en-slot-calendar.ts). */
import type { SlotCalendarKey } from './en-slot-calendar';

export const KN_SLOT_CALENDAR: Record<SlotCalendarKey, string> = {
  'cal.slotNotFound': 'ಸಮಯ ಕಂಡುಬಂದಿಲ್ಲ',
  'cal.branchNotFound': 'ಶಾಖೆ ಕಂಡುಬಂದಿಲ್ಲ',
  'cal.dayPast': 'ಇಂದು ಅಥವಾ ಮುಂದಿನ ದಿನಾಂಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'cal.chooseDate': 'ದಿನಾಂಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'cal.dateFormat': 'ದಿನಾಂಕ YYYY-MM-DD ರೂಪದಲ್ಲಿರಬೇಕು',
  'cal.capacityWhole': 'ಸಂಖ್ಯೆ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು',
  'cal.capacityNegative': 'ಸಂಖ್ಯೆ ಋಣಾತ್ಮಕವಾಗಿರಬಾರದು (0: ಆ ದಿನ ಲಭ್ಯವಿಲ್ಲ)',
  'cal.capacityMax': 'ಸಂಖ್ಯೆ ಹೆಚ್ಚೆಂದರೆ 500 ಆಗಿರಬಹುದು',
  'cal.sevenDays': 'ಭಾನುವಾರದಿಂದ ಆರಂಭಿಸಿ ಏಳು ದಿನಗಳನ್ನು ನೀಡಿ',
  'cal.reasonLong': 'ದಯವಿಟ್ಟು ಕಾರಣವನ್ನು 100 ಅಕ್ಷರಗಳ ಒಳಗೆ ಇರಿಸಿ',
  'cal.slotUpdated': 'ಸಮಯವನ್ನು ನವೀಕರಿಸಲಾಗಿದೆ',
  'cal.weekSaved': 'ವಾರದ ಸಾಮಾನ್ಯ ಸಂಖ್ಯೆಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ',
  'cal.daySaved': 'ದಿನಾಂಕವನ್ನು ಉಳಿಸಲಾಗಿದೆ',
  'cal.closed': 'ಆ ದಿನ ಶಾಖೆ ಮುಚ್ಚಿದೆ: ಯಾವುದೇ ಸಮಯ ಲಭ್ಯವಿಲ್ಲ',
  'cal.closedTold': 'ಆ ದಿನ ಶಾಖೆ ಮುಚ್ಚಿದೆ, ಗ್ರಾಹಕರಿಗೆ ತಿಳಿಸಲಾಗಿದೆ (ಬುಕ್ ಆದ ಆರ್ಡರ್‌ಗಳು: {count}). ಆ ಆರ್ಡರ್‌ಗಳನ್ನು ಇನ್ನೂ ತಲುಪಿಸಬೇಕಿದೆ.',
  'cal.opened': 'ಆ ದಿನ ಶಾಖೆ ಮತ್ತೆ ತೆರೆದಿದೆ',
  'cal.hasOrders': 'ಆ ದಿನಕ್ಕೆ ಬುಕ್ ಆದ ತೆರೆದ ಆರ್ಡರ್‌ಗಳು: {count}. ಮೊದಲು ಅವುಗಳನ್ನು ಬೇರೆ ದಿನಕ್ಕೆ ಬದಲಿಸಿ, ಅಥವಾ ಮುಚ್ಚಿ ಅವರ ಗ್ರಾಹಕರಿಗೆ ತಿಳಿಸಿ.',
  'slot.dayClosed': 'ಮುಚ್ಚಿದೆ',
  'notice.dayClosedTitle': 'ನಿಮ್ಮ ಆರ್ಡರ್‌ನ ದಿನ ಅಂಗಡಿ ಮುಚ್ಚಿದೆ',
  'notice.dayClosed': '{day} ರಂದು {branch} ಮುಚ್ಚಿರುತ್ತದೆ. ಆರ್ಡರ್ {order} ಅನ್ನು ಬೇರೆ ದಿನ ತಲುಪಿಸಲು ನಾವು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತೇವೆ.',
};
