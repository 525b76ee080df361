/** en-path.ts in Kannada. */
import type { EN_PATH } from './en-path';

export const KN_PATH: Record<keyof typeof EN_PATH, string> = {
  'time.morning': 'ಬೆಳಿಗ್ಗೆ',
  'time.afternoon': 'ಮಧ್ಯಾಹ್ನ',
  'time.evening': 'ಸಂಜೆ',
  'time.night': 'ರಾತ್ರಿ',
  'ord.deliverySlotLine': 'ಡೆಲಿವರಿ ಸಮಯ: {slot}.',
  'ord.pickupSlotLine': 'ಪಡೆದುಕೊಳ್ಳುವ ಸಮಯ: {slot}.',
  'home.heading': '{store}: ಬೆಂಗಳೂರಿನಲ್ಲಿ ದಿನಸಿ, ಮನೆ ಬಾಗಿಲಿಗೆ',
  'home.previouslyBought': 'ನೀವು ಹಿಂದೆ ಖರೀದಿಸಿದವು',
  'brand.name': 'ಹಾಟ್ ಫ್ರೆಶ್',
  'store.hours': 'ಸೋಮವಾರದಿಂದ ಭಾನುವಾರ, ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ರಾತ್ರಿ 10',
  'ship.aboveThreshold': 'ಉಚಿತ ಡೆಲಿವರಿ',
  'ship.belowThreshold': 'ಸಾಮಾನ್ಯ ಡೆಲಿವರಿ',
  'a11y.carousel': 'ಚಿತ್ರಗಳ ಸಾಲು',
  'a11y.slide': 'ಚಿತ್ರ',
  'gallery.photosOf': '{name} ಚಿತ್ರಗಳು: ಬಾಣದ ಕೀಲಿಗಳಿಂದ ಚಿತ್ರ ಬದಲಿಸಿ, ಎರಡು ಬಾರಿ ತಟ್ಟಿದರೆ ಚಿತ್ರ ದೊಡ್ಡದಾಗುತ್ತದೆ',
  'gallery.photoOf': '{name} ಚಿತ್ರ',
  'gallery.slideOf': '{total} ಚಿತ್ರಗಳಲ್ಲಿ {n}ನೆಯದು',
  'banner.slideOf': '{total} ಆಫರ್‌ಗಳಲ್ಲಿ {n}ನೆಯದು',
  'gallery.photoN': '{name}, ಚಿತ್ರ {n}',
  'gallery.thumbs': 'ಉತ್ಪನ್ನದ ಚಿತ್ರಗಳು',
  'gallery.show': 'ಚಿತ್ರ {n} ತೋರಿಸಿ',
  'banner.offerN': 'ಆಫರ್ {n}',
  'carousel.back': '{title}: ಹಿಂದಕ್ಕೆ ಸರಿಸಿ',
  'carousel.forward': '{title}: ಮುಂದಕ್ಕೆ ಸರಿಸಿ',
};
