/** What the swiper module hands back to the gallery: its own file, so the two do not import each other. */
export interface GalleryDriver {
  go(index: number): void;
}
