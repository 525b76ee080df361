/**
 * The FSSAI food mark (Food Safety and Standards (Labelling and Display) Regulations): a green dot
 * in a green square for vegetarian food, brown for non-vegetarian; nothing for what is not food.
 * One source for the server card, the browser card and the product page.
 */
export interface VegMarkView {
  kind: 'veg' | 'nonveg';
  label: string;
}

export function vegMarkView(veg: 0 | 1 | null | undefined): VegMarkView | null {
  if (veg === 1) return { kind: 'veg', label: 'Vegetarian' };
  if (veg === 0) return { kind: 'nonveg', label: 'Non-vegetarian' };
  return null;
}
