import { useEffect } from 'react';
import { api } from '../lib/api/client';
import { $isLoggedIn } from '../stores/user';

interface Props {
  /** the product being viewed, so it appears in Recent Activities */
  productId?: number;
}

/**
 * SPEC §7 advisorVisit: records a signed-in customer's visit (and the product they looked at). Renders
 * nothing; mount it with client:idle on the product page. Guests are not recorded.
 */
export default function RecordVisit({ productId }: Props) {
  useEffect(() => {
    if (!$isLoggedIn.get()) return;
    api('advisorVisit', { body: { path: location.pathname, ...(productId ? { product_id: productId } : {}) } }).catch(() => {
      /* a lost visit is not worth bothering the shopper */
    });
  }, [productId]);
  return null;
}
