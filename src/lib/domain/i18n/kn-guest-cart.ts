/** The guest cart's words in Kannada (en-guest-cart.ts). */
export const KN_GUEST_CART = {
  'buy.add': 'ಸೇರಿಸಿ',
  'cartMerge.heading': 'ನೀವು ಲಾಗಿನ್ ಆದಾಗ ನಿಮ್ಮ ಕಾರ್ಟ್ ಅನ್ನು ಮತ್ತೆ ಪರಿಶೀಲಿಸಿದ್ದೇವೆ',
  'cartMerge.priceChanged': '{name}: ಈಗಿನ ಬೆಲೆ {price} (ಹಿಂದಿನ ಬೆಲೆ {was})',
  'cartMerge.capped': '{name}: ಈಗ {qty} ಮಾತ್ರ ಖರೀದಿಸಬಹುದು, ಆದ್ದರಿಂದ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ {qty} ಇದೆ',
  'cartMerge.raised': '{name}: ಕನಿಷ್ಠ {qty} ಖರೀದಿಸಬೇಕು, ಆದ್ದರಿಂದ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ {qty} ಇದೆ',
  'cartMerge.unavailable': '{name} ಈಗ ಲಭ್ಯವಿಲ್ಲ, ಆದ್ದರಿಂದ ಅದನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿಲ್ಲ',
  'cartMerge.failed': 'ಈ ಫೋನ್‌ನಲ್ಲಿರುವ ಕಾರ್ಟ್ ಅನ್ನು ಇನ್ನೂ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲಾಗಲಿಲ್ಲ. ಅದು ಇಲ್ಲೇ ಉಳಿದಿದೆ, ನಾವು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸುತ್ತೇವೆ.',
  'signIn.otpHeading': 'OTP ಮೂಲಕ ಲಾಗಿನ್ ಆಗಿ',
  'signIn.otpLead': 'ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ. ಹೊಸಬರೇ? ಖಾತೆ ತೆರೆಯಲು ಇದೇ ರೀತಿ ನಿಮ್ಮ ಸಂಖ್ಯೆಯನ್ನು ಪರಿಶೀಲಿಸಿ.',
  'signIn.passwordHeading': 'ಅಥವಾ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ಲಾಗಿನ್ ಆಗಿ',
  'signIn.verify': 'ಪರಿಶೀಲಿಸಿ ಮತ್ತು ಲಾಗಿನ್ ಆಗಿ',
  'signIn.newNumber': '{mobile} ಸಂಖ್ಯೆ ಹಾಟ್ ಫ್ರೆಶ್‌ಗೆ ಹೊಸದು. ಖಾತೆ ತೆರೆಯಲು ಅದನ್ನು ಪರಿಶೀಲಿಸಿ; ನಿಮ್ಮ ಕಾರ್ಟ್ ಈ ಫೋನ್‌ನಲ್ಲೇ ಉಳಿಯುತ್ತದೆ.',
} as const;
