/** Packing texts in Kannada (en-packing.ts). */
import type { EN_PACKING } from './en-packing';
import { KN_SUBSTITUTES } from './kn-substitutes';

export const KN_PACKING: Record<keyof typeof EN_PACKING, string> = {
  'srv.pack.tooMany': '{name}: 0 ರಿಂದ {qty} ವರೆಗೆ ಮಾತ್ರ ಪ್ಯಾಕ್ ಮಾಡಬಹುದು, ಆರ್ಡರ್ ಮಾಡಿದ ಪ್ರಮಾಣ',
  'srv.pack.weightOutside': '{name} ತೂಕ {min} ಗ್ರಾಂ ಮತ್ತು {max} ಗ್ರಾಂ ನಡುವೆ ಇರಬೇಕು',
  'srv.pack.notWeighed': '{name} ತೂಕದ ಪ್ರಕಾರ ಮಾರಾಟವಾಗುವುದಿಲ್ಲ',
  'srv.pack.skipMeansNone': '{name} ಗೆ ಗ್ರಾಹಕರು "ಬಿಟ್ಟುಬಿಡಿ" ಆಯ್ಕೆ ಮಾಡಿದ್ದಾರೆ: ಎಲ್ಲವನ್ನೂ ಪ್ಯಾಕ್ ಮಾಡಿ ಅಥವಾ ಯಾವುದನ್ನೂ ಬೇಡ',
  'srv.pack.notThisOrder': 'ಆ ವಸ್ತು ಈ ಆರ್ಡರ್‌ನಲ್ಲಿ ಇಲ್ಲ',
  'srv.pack.savedElsewhere': 'ಇನ್ನೊಬ್ಬ ಸಿಬ್ಬಂದಿ ಈ ಪ್ಯಾಕಿಂಗ್ ಅನ್ನು ಮೊದಲೇ ಉಳಿಸಿದ್ದಾರೆ: ಅವರ ಗುರುತುಗಳನ್ನು ನೋಡಲು ಮತ್ತೆ ತೆರೆಯಿರಿ',
  'srv.pack.notAllMarked': 'ಮುಗಿಸುವ ಮೊದಲು ಪ್ರತಿಯೊಂದು ಸಾಲನ್ನೂ ಗುರುತಿಸಿ: {name} ಇನ್ನೂ ಗುರುತಿಸಲಾಗಿಲ್ಲ',
  'order.packing.title': 'ಪ್ಯಾಕ್ ಮಾಡುವಾಗ ಬದಲಾಗಿದೆ',
  'order.packing.packedOf': '{ordered} ರಲ್ಲಿ {packed} ಪ್ಯಾಕ್ ಮಾಡಲಾಗಿದೆ',
  'order.packing.weighed': 'ತೂಕ {grams} ಗ್ರಾಂ',
  'order.packing.wasNow': 'ಆರ್ಡರ್ ಮೊತ್ತ {was} ಇತ್ತು, ಈಗ {now}',
  'order.packing.pointsWasNow': 'ಪಾಯಿಂಟ್‌ಗಳು {was} ಇದ್ದವು, ಈಗ {now}',
  'order.packing.refund': 'ಪ್ಯಾಕ್ ಆಗದ ವಸ್ತುಗಳಿಗೆ ಮರುಪಾವತಿ: {amount}',
  'order.packing.refundPending': 'ದಾರಿಯಲ್ಲಿದೆ',
  'order.packing.refundDone': 'ಪೂರ್ಣಗೊಂಡಿದೆ',
  ...KN_SUBSTITUTES,
};
