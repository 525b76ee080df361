/** Proof at the door and the rider's cash, in Kannada (en-handover.ts). */
import type { EN_HANDOVER } from './en-handover';

export const KN_HANDOVER: Record<keyof typeof EN_HANDOVER, string> = {
  'srv.handover.codeNeeded': 'ಗ್ರಾಹಕರ ಬಳಿ ಇರುವ 4 ಅಂಕಿಯ ಕೋಡ್ ನಮೂದಿಸಿ',
  'srv.handover.codeWrong': 'ಆ ಕೋಡ್ ಸರಿಯಿಲ್ಲ. ಉಳಿದ ಪ್ರಯತ್ನಗಳು: {left}',
  'srv.handover.codeLocked': 'ಹಲವು ಬಾರಿ ತಪ್ಪು ಕೋಡ್. ಈ ಆರ್ಡರ್ ಪೂರ್ಣಗೊಳಿಸಲು ಶಾಖೆಯನ್ನು ಕೇಳಿ',
  'srv.handover.noCode': 'ಈ ಆರ್ಡರ್‌ಗೆ ಕೋಡ್ ಇಲ್ಲ. ಈ ಆರ್ಡರ್ ಪೂರ್ಣಗೊಳಿಸಲು ಶಾಖೆಯನ್ನು ಕೇಳಿ',
  'srv.handover.overrideReason': 'ಕೋಡ್ ನಮೂದಿಸಿ, ಅಥವಾ ಕೋಡ್ ಇಲ್ಲದೆ ಪೂರ್ಣಗೊಳಿಸಲು ಕಾರಣ ನೀಡಿ',
  'srv.handover.cashNeeded': 'ಪಡೆದ ನಗದು ನಮೂದಿಸಿ (ಪಾವತಿಸಬೇಕಾದ ಮೊತ್ತ {due})',
  'srv.handover.cashAbove': 'ಪಡೆದ ನಗದು ಪಾವತಿಸಬೇಕಾದ {due} ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬಾರದು',
  'srv.handover.cashShortReason': '{due} ಕ್ಕಿಂತ ಕಡಿಮೆ ಏಕೆ ಪಡೆಯಲಾಯಿತು ಎಂದು ತಿಳಿಸಿ',
  'srv.handover.nothingToSettle': 'ಈ ರೈಡರ್‌ಗೆ ಹೊಂದಿಸಲು ಏನೂ ಇಲ್ಲ',
  'srv.handover.countedReason': 'ಎಣಿಸಿದ ನಗದು {cash} ಏಕೆ ಅಲ್ಲ ಎಂದು ತಿಳಿಸಿ',
  'srv.handover.countedNeeded': 'ಎಣಿಸಿದ ನಗದು ನಮೂದಿಸಿ',
  'srv.handover.cashInvalid': 'ಪಡೆದ ನಗದನ್ನು ರೂಪಾಯಿ ಮತ್ತು ಪೈಸೆಯಲ್ಲಿ ನಮೂದಿಸಿ',
  'srv.handover.sheetChanged': 'ಈ ಹಾಳೆ ಈ ನಡುವೆ ಹೊಂದಿಸಲಾಗಿದೆ ಅಥವಾ ಬದಲಾಗಿದೆ. ನೋಡಲು ರಿಫ್ರೆಶ್ ಮಾಡಿ.',
  'srv.handover.riderNotFound': 'ರೈಡರ್ ಸಿಗಲಿಲ್ಲ',
  'srv.handover.settled': 'ನಗದು ಹಸ್ತಾಂತರ ದೃಢಪಡಿಸಲಾಗಿದೆ',
  'order.handover.deliveryCode': 'ಡೆಲಿವರಿ ಕೋಡ್',
  'order.handover.pickupCode': 'ಪಿಕಪ್ ಕೋಡ್',
  'order.handover.deliveryHint': 'ನಿಮ್ಮ ಆರ್ಡರ್ ತಲುಪಿದಾಗ ಈ ಕೋಡ್ ಅನ್ನು ರೈಡರ್‌ಗೆ ತಿಳಿಸಿ, ಅದಕ್ಕೂ ಮೊದಲು ಬೇಡ.',
  'order.handover.pickupHint': 'ನಿಮ್ಮ ಆರ್ಡರ್ ಪಡೆಯಲು ಕೌಂಟರ್‌ನಲ್ಲಿ ಈ ಕೋಡ್ ತೋರಿಸಿ.',
  'sms.outForDeliveryCode': 'ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ {order} ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ. ಬಾಗಿಲಲ್ಲಿ ರೈಡರ್‌ಗೆ ಕೋಡ್ {code} ನೀಡಿ. - HAATFR',
  'sms.readyForPickupCode': 'ನಿಮ್ಮ ಹಾಟ್ ಫ್ರೆಶ್ ಆರ್ಡರ್ {order} ಪಿಕಪ್‌ಗೆ ಸಿದ್ಧವಾಗಿದೆ. ಕೌಂಟರ್‌ನಲ್ಲಿ ಕೋಡ್ {code} ತೋರಿಸಿ. - HAATFR',
  'notice.outForDeliveryCode': 'ನಿಮ್ಮ ಆರ್ಡರ್ {order} ದಾರಿಯಲ್ಲಿದೆ. ಬಾಗಿಲಲ್ಲಿ ರೈಡರ್‌ಗೆ ಕೋಡ್ {code} ನೀಡಿ.',
  'notice.readyForPickupCode': 'ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಪಡೆಯಲು ಸಿದ್ಧವಾಗಿದೆ. ಕೌಂಟರ್‌ನಲ್ಲಿ ಕೋಡ್ {code} ತೋರಿಸಿ.',
};
