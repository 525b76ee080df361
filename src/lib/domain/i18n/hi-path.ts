/** en-path.ts in Hindi. */
import type { EN_PATH } from './en-path';

export const HI_PATH: Record<keyof typeof EN_PATH, string> = {
  'time.morning': 'सुबह',
  'time.afternoon': 'दोपहर',
  'time.evening': 'शाम',
  'time.night': 'रात',
  'ord.deliverySlotLine': 'डिलीवरी का समय: {slot}।',
  'ord.pickupSlotLine': 'पिकअप का समय: {slot}।',
  'home.heading': '{store}: बेंगलुरु में किराना, घर तक',
  'home.previouslyBought': 'पहले खरीदे गए',
  'brand.name': 'हाट फ्रेश',
  'store.hours': 'सोमवार से रविवार, सुबह 10 से रात 10',
  'ship.aboveThreshold': 'मुफ़्त डिलीवरी',
  'ship.belowThreshold': 'सामान्य डिलीवरी',
  'a11y.carousel': 'तस्वीरों की पट्टी',
  'a11y.slide': 'तस्वीर',
  'gallery.photosOf': '{name} की तस्वीरें: तीर वाली कुंजियों से तस्वीर बदलें, दो बार टैप करने पर तस्वीर बड़ी होती है',
  'gallery.photoOf': '{name} की तस्वीर',
  'gallery.slideOf': '{total} में से तस्वीर {n}',
  'banner.slideOf': '{total} में से ऑफ़र {n}',
  'gallery.photoN': '{name}, तस्वीर {n}',
  'gallery.thumbs': 'उत्पाद की तस्वीरें',
  'gallery.show': 'तस्वीर {n} दिखाएँ',
  'banner.offerN': 'ऑफ़र {n}',
  'carousel.back': '{title}: पीछे जाएँ',
  'carousel.forward': '{title}: आगे जाएँ',
};
