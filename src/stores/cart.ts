import { persistentAtom, persistentJSON } from '@nanostores/persistent';

/** A cart line as the browser keeps it (SPEC §3), mirrored in localStorage under "carts". */
export interface CartLineView {
  id: number;
  pid: number;
  qty: number;
  aid: number;
  name: string;
  slug: string;
  photo: string;
}

export const $cart = persistentAtom<CartLineView[]>('carts', [], persistentJSON);
