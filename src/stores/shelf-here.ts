/**
 * What the signed-in shopper's branch has of each pack they look at (issue 28), as the branch shelf
 * answer (POST /api/branchShelf: the pickup store they chose, else their address's branch) says it,
 * keyed `${product_id}:${aid}`. The product panel's "Hurry Up Only N products Left!!!" reads it, so the
 * count is their branch's, the one the Buy button sells from; absent: no branch answer (a guest, or a
 * shopper with no branch yet), and the page's store-wide count stands.
 */
import { map } from 'nanostores';

export const $shelfHere = map<Record<string, number>>({});

export const shelfKey = (productId: number, aid: number | null) => `${productId}:${aid ?? 0}`;
