import type { ProductCard } from '../lib/domain/types';
import { isAvailable } from '../lib/domain/pricing';

interface Props {
  product: Pick<ProductCard, 'id' | 'slug' | 'stock' | 'out_of_stock'>;
}

/** Buy Now / Out of Stock (SPEC §4). The cart issue turns Buy into add-to-cart with a stepper. */
export default function BuyButton({ product }: Props) {
  if (!isAvailable(product)) {
    return <button type="button" className="btn btn-disabled" disabled>Out of Stock</button>;
  }
  return <a className="btn btn-buy" href={`/login?next=/product-details-one/${product.slug}`}>Buy Now</a>;
}
