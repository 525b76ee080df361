/** The staff console's account texts in Kannada (en-staff-accounts.ts). */
import type { StaffAccountKey } from './en-staff-accounts';

export const KN_STAFF_ACCOUNTS: Record<StaffAccountKey, string> = {
  'staffAcct.added': 'ಸಿಬ್ಬಂದಿಯನ್ನು ಸೇರಿಸಲಾಗಿದೆ: ಅವರು ಈಗ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು',
  'staffAcct.mobileTaken': 'ಈ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಸಿಬ್ಬಂದಿ ಖಾತೆ ಇದೆ',
  'staffAcct.nameNeeded': 'ದಯವಿಟ್ಟು ಅವರ ಹೆಸರನ್ನು ನಮೂದಿಸಿ',
  'staffAcct.nameTooLong': 'ದಯವಿಟ್ಟು ಹೆಸರನ್ನು 60 ಅಕ್ಷರಗಳ ಒಳಗೆ ಇರಿಸಿ',
  'staffAcct.roleNeeded': 'ಪಾತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ: ಮ್ಯಾನೇಜರ್, ಶಾಖೆಯ ಗುಮಾಸ್ತ ಅಥವಾ ರೈಡರ್',
  'staffAcct.branchNeeded': 'ಅವರು ಕೆಲಸ ಮಾಡುವ ಶಾಖೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'staffAcct.switchedOff': 'ಆಫ್ ಮಾಡಲಾಗಿದೆ: ಅವರು ಸೈನ್ ಇನ್ ಮಾಡಲಾಗದು ಮತ್ತು ಅವರ ಸೆಷನ್‌ಗಳು ಮುಗಿದಿವೆ',
  'staffAcct.switchedOn': 'ಆನ್ ಮಾಡಲಾಗಿದೆ: ಅವರು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು',
  'staffAcct.alreadyOff': 'ಈ ಖಾತೆ ಈಗಾಗಲೇ ಆಫ್ ಆಗಿದೆ',
  'staffAcct.alreadyOn': 'ಈ ಖಾತೆ ಈಗಾಗಲೇ ಆನ್ ಆಗಿದೆ',
  'staffAcct.notYourself': 'ನಿಮ್ಮ ಸ್ವಂತ ಖಾತೆಯನ್ನು ಆಫ್ ಮಾಡಲಾಗದು',
  'staffAcct.lastManager': 'ಇದು ಕೊನೆಯ ಮ್ಯಾನೇಜರ್: ಇದನ್ನು ಆಫ್ ಮಾಡುವ ಮೊದಲು ಇನ್ನೊಬ್ಬ ಮ್ಯಾನೇಜರ್ ಅನ್ನು ಸೇರಿಸಿ',
  'staffAcct.ownPasswordChanged': 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ: ನಿಮ್ಮ ಇತರ ಸೆಷನ್‌ಗಳು ಮುಗಿದಿವೆ',
  'staffAcct.currentPasswordNeeded': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ',
  'staffAcct.currentPasswordWrong': 'ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ',
  'staffAcct.samePassword': 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಈಗಿನದಕ್ಕಿಂತ ಬೇರೆಯಾಗಿರಬೇಕು',
};
