/** The API's refusals that had no catalogue text, in Kannada (en-refusals.ts). */
import type { RefusalKey } from './en-refusals';

export const KN_REFUSALS: Record<RefusalKey, string> = {
  'srv.life.alreadyMoved': 'ಈ ಆರ್ಡರ್ ಅನ್ನು ಬೇರೊಬ್ಬರು ಈಗಾಗಲೇ {to} ಗೆ ಸರಿಸಿದ್ದಾರೆ. ನೋಡಲು ರಿಫ್ರೆಶ್ ಮಾಡಿ.',
  'srv.life.noSuchMove': 'ಆರ್ಡರ್ {from} ನಿಂದ {to} ಗೆ ಹೋಗಲು ಸಾಧ್ಯವಿಲ್ಲ',
  'srv.life.roleCannot': 'ನಿಮ್ಮ ಪಾತ್ರಕ್ಕೆ ಈ ಆರ್ಡರ್ ಅನ್ನು {to} ಗೆ ಸರಿಸಲು ಅನುಮತಿ ಇಲ್ಲ',
  'srv.life.reasonNeeded': 'ದಯವಿಟ್ಟು ರದ್ದುಗೊಳಿಸಲು ಕಾರಣ ನೀಡಿ',
  'srv.life.riderNeeded': 'ಈ ಆರ್ಡರ್ ಕಳುಹಿಸಲು ರೈಡರ್ ಅನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'srv.life.riderNotHere': 'ಆ ರೈಡರ್ ಈ ಶಾಖೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ',
  'srv.life.changedMeanwhile': 'ನೀವು ನೋಡುತ್ತಿರುವಾಗ ಈ ಆರ್ಡರ್ ಬದಲಾಗಿದೆ. ನೋಡಲು ರಿಫ್ರೆಶ್ ಮಾಡಿ.',
  'srv.staff.notFound': 'ಸಿಬ್ಬಂದಿ ಸದಸ್ಯರು ಸಿಗಲಿಲ್ಲ',
  'srv.staff.loginFailed': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ',
  'srv.staff.lockedForNewDevices':
    'ಇಂದು ಈ ಖಾತೆಗೆ ತುಂಬಾ ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ನಮೂದಾಗಿವೆ. ನೀವು ಹಿಂದೆ ಬಳಸಿದ ಸಾಧನದಿಂದ ಸೈನ್ ಇನ್ ಮಾಡಿ, ಅಥವಾ ಖಾತೆಯನ್ನು ಅನ್‌ಲಾಕ್ ಮಾಡಲು ಮ್ಯಾನೇಜರ್ ಅವರನ್ನು ಕೇಳಿ.',
  'srv.featureOff.sms': 'SMS ವ್ಯವಸ್ಥೆಯನ್ನು ಹೊಂದಿಸಲಾಗಿಲ್ಲ',
  'srv.featureOff.pos': 'ಅಂಗಡಿಯ ಬಿಲ್‌ಗಳು ಈಗ ಲಭ್ಯವಿಲ್ಲ.',
  'srv.staff.yourPasswordWrong': 'ನಿಮ್ಮ ಸ್ವಂತ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ',
  'srv.idempotency.used': 'ಈ Idempotency-Key ಈಗಾಗಲೇ ಬಳಕೆಯಾಗಿದೆ',
  'srv.idempotency.invalid': 'ಅಮಾನ್ಯ Idempotency-Key',
  'srv.form.invalidBody': 'ಅಮಾನ್ಯ ವಿನಂತಿಯ ವಿಷಯ',
  'srv.cartChanged': 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಬದಲಾಗಿದೆ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಕಾರ್ಟ್ ಪರಿಶೀಲಿಸಿ.',
  'srv.cartQuantityUpdated': 'ಪ್ರಮಾಣವನ್ನು ನವೀಕರಿಸಲಾಗಿದೆ',
  'srv.address.deleteByPost': 'ವಿಳಾಸವನ್ನು ಅಳಿಸಲು POST ಬಳಸಿ',
  'srv.offerAddMore': 'ಈ ಆಫರ್ ಬಳಸಲು ಇನ್ನೂ {amount} ಸೇರಿಸಿ',
  'srv.reorder.none': 'ಈ ಉತ್ಪನ್ನಗಳಲ್ಲಿ ಯಾವುದನ್ನೂ ಈಗ ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗುವುದಿಲ್ಲ',
  'srv.reorder.all': 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗಿದೆ',
  'srv.reorder.some': '{total} ರಲ್ಲಿ {added} ಉತ್ಪನ್ನಗಳನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗಿದೆ',
};
