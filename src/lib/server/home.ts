/** The home page's own content: banner slides and the ad pairs between its product strips. */
import { listAds, listSlides } from '../../../functions/api/services/store-content';

export function homeSlides(db: D1Database, kind: 'main' | 'below') {
  return listSlides(db, kind);
}

export function homeAds(db: D1Database) {
  return listAds(db);
}
