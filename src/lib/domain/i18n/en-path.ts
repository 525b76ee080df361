/**
 * Words issue 34 added to the shopping path: times of day for slots and order times in Kannada and
 * Hindi, the confirmation's slot line, the gallery's and carousels' screen-reader labels, the names
 * of the two shipping options, the home's hidden heading and "Previously bought".
 */
export const EN_PATH = {
  // English pages say AM/PM (delivery-slots.ts); these name the part of the day in the other languages
  'time.morning': 'morning',
  'time.afternoon': 'afternoon',
  'time.evening': 'evening',
  'time.night': 'night',
  'ord.deliverySlotLine': 'Delivery slot: {slot}.',
  'ord.pickupSlotLine': 'Pickup window: {slot}.',
  'home.heading': '{store}: groceries delivered in Bengaluru',
  'home.previouslyBought': 'Previously bought',
  'brand.name': 'Haat Fresh',
  // SPEC §9's store hours; English pages show each branch's own line
  'store.hours': 'Mon,Sun 10 AM - 10 PM',
  // the shipping options by their place in SPEC §9's rule (the seeded titles say the same in English)
  'ship.aboveThreshold': 'Free delivery',
  'ship.belowThreshold': 'Standard delivery',
  'a11y.carousel': 'carousel',
  'a11y.slide': 'slide',
  'gallery.photosOf': 'Photos of {name}: arrow keys change the photo, double-tap or double-click zooms',
  'gallery.photoOf': 'Photo of {name}',
  'gallery.slideOf': 'Photo {n} of {total}',
  'banner.slideOf': 'Offer {n} of {total}',
  'gallery.photoN': '{name}, photo {n}',
  'gallery.thumbs': 'Product photos',
  'gallery.show': 'Show photo {n}',
  'banner.offerN': 'Offer {n}',
  'carousel.back': 'Scroll {title} back',
  'carousel.forward': 'Scroll {title} forward',
} as const;
