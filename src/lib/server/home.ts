/** The home page's own content: banner slides and the ad pairs between its product strips. */
import { listAds, listSlides } from '../../../functions/api/services/store-content';
import { previouslyBought } from '../../../functions/api/services/previously-bought';

export function homeSlides(db: D1Database, kind: 'main' | 'below') {
  return listSlides(db, kind);
}

export function homeAds(db: D1Database) {
  return listAds(db);
}

/** The signed-in customer's "Previously bought" strip (home, fetched after load: the home page is cached for guests). */
export function previouslyBoughtFor(db: D1Database, userId: number) {
  return previouslyBought(db, userId);
}
