/** Substitute texts in Kannada (en-substitutes.ts). */
import type { EN_SUBSTITUTES } from './en-substitutes';

export const KN_SUBSTITUTES: Record<keyof typeof EN_SUBSTITUTES, string> = {
  'srv.pack.noSubstitute': 'ಮೊದಲು {name} ಗೆ ಬದಲಿ ವಸ್ತುವನ್ನು ಆಯ್ಕೆ ಮಾಡಿ',
  'srv.pack.awaitingShopper': '{name} ನ ಬದಲಿ ವಸ್ತುವಿನ ಬಗ್ಗೆ ಗ್ರಾಹಕರ ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ',
  'srv.pack.substituteDeclined': '{name} ನ ಬದಲಿ ವಸ್ತುವನ್ನು ಗ್ರಾಹಕರು ನಿರಾಕರಿಸಿದ್ದಾರೆ: ಕಡಿಮೆ ಅಥವಾ ಆರ್ಡರ್‌ನಂತೆ ಪ್ಯಾಕ್ ಮಾಡಿ',
  'srv.subst.notReplace': '{name} ಗೆ ಗ್ರಾಹಕರು "ಇದೇ ರೀತಿಯದರಿಂದ ಬದಲಿಸಿ" ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ',
  'srv.subst.otherShelf': '{sub} {name} ಇರುವ ಅದೇ ಶೆಲ್ಫ್‌ನಲ್ಲಿ ಇಲ್ಲ',
  'srv.subst.outOfStock': '{sub} ಈ ಶಾಖೆಯಲ್ಲಿ ಸ್ಟಾಕ್‌ನಲ್ಲಿ ಇಲ್ಲ',
  'srv.subst.sameItem': 'ಆರ್ಡರ್ ಮಾಡಿದ ವಸ್ತುವಿಗಿಂತ ಬೇರೆ ಉತ್ಪನ್ನವನ್ನು ಆಯ್ಕೆ ಮಾಡಿ',
  'srv.subst.taken': '{name} ಗೆ ಈಗಾಗಲೇ ಬದಲಿ ವಸ್ತು ಇದೆ',
  'srv.subst.closed': 'ಈ ಪ್ರಶ್ನೆ ಮುಗಿದಿದೆ',
  'sms.substituteAsk': 'ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ {order}: {name} ಬದಲಿಗೆ {sub}, {more} ಹೆಚ್ಚು. {minutes} ನಿಮಿಷಗಳಲ್ಲಿ ಒಪ್ಪಿ ಅಥವಾ ನಿರಾಕರಿಸಿ: {url} - HAATFR',
  'notice.substituteTitle': 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗೆ ಇದೇ ರೀತಿಯ ವಸ್ತು',
  'notice.substituteAsk': '{name} ಬದಲಿಗೆ {sub}, {more} ಹೆಚ್ಚು — ಒಪ್ಪಿ / ನಿರಾಕರಿಸಿ',
  'order.sub.ask': '{name} ಬದಲಿಗೆ {sub}, {more} ಹೆಚ್ಚು',
  'order.sub.fallback': '{minutes} ನಿಮಿಷಗಳಲ್ಲಿ ಉತ್ತರ ಬರದಿದ್ದರೆ ಕಡಿಮೆ ಬೆಲೆಗೆ ಪ್ಯಾಕ್ ಮಾಡುತ್ತೇವೆ.',
  'order.sub.accept': 'ಒಪ್ಪುತ್ತೇನೆ',
  'order.sub.decline': 'ಬೇಡ',
  'order.sub.saved': 'ಧನ್ಯವಾದಗಳು, ನಿಮ್ಮ ಉತ್ತರವನ್ನು ಉಳಿಸಲಾಗಿದೆ.',
  'order.sub.offline': 'ಸಂಪರ್ಕವಿಲ್ಲ. ಏನೂ ಬದಲಾಗಿಲ್ಲ; ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'order.sub.replaced': '{sub} × {qty} ನಿಂದ ಬದಲಿಸಲಾಗಿದೆ',
};
