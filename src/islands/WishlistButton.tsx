interface Props {
  productId: number;
}

/** Add To Wishlist (SPEC §2 product detail). The cart/wishlist issue wires it to the API. */
export default function WishlistButton({ productId }: Props) {
  return (
    <a className="btn btn-outline" href={`/login?next=/wishlist`} data-product={productId}>
      Add To Wishlist
    </a>
  );
}
