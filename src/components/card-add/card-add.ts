/**
 * A guest's Add on server-drawn product cards (issue 34), without an island per card: cached guest
 * pages carry one plain link per card (to the cart's login, so it works without JavaScript), and
 * this code, fetched by card-add-start.ts on the first tap (or at once when this browser's cart has
 * lines to show), turns a tap into an Add to the cart kept in this browser and draws − quantity + in
 * its place. The rules are the shared ones (stores/cart.ts, domain/cart/quantity.ts), so
 * the card, the product page and the cart page refuse the same quantities with the same words.
 */
import { checkQuantity, minQuantity } from '../../lib/domain/cart/quantity';
import { $cartByProduct, $cartPending, addToCart, removeFromCart, setLineQuantity } from '../../stores/cart';
import { showToast } from '../../stores/toast';
import type { CartLine } from '../../lib/domain/cart/cart-schemas';

const stepperTemplate = document.getElementById('card-add-stepper') as HTMLTemplateElement | null;

/** The page's stepper (CardAdd.astro), its labels naming this card's product. */
function stepperFor(box: HTMLElement): HTMLElement | null {
  const stepper = stepperTemplate?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!stepper) return null;
  // a card's name is its heading; the product page's Add names its product on the box
  const name = box.dataset.name ?? box.closest('article')?.querySelector('.product-card__name')?.textContent?.trim() ?? '';
  for (const el of [stepper, ...stepper.querySelectorAll<HTMLElement>('[data-label]')])
    el.setAttribute('aria-label', (el.dataset.label ?? '').replace('{name}', name));
  // before the product page's "Go to cart" (null: at the end, as on a card)
  box.insertBefore(stepper, box.querySelector('[data-in-cart]'));
  return stepper;
}

function draw(): void {
  const lines = $cartByProduct.get();
  const pending = $cartPending.get();
  for (const box of document.querySelectorAll<HTMLElement>('[data-add]')) {
    const line = lines.get(Number(box.dataset.add));
    const link = box.querySelector<HTMLElement>('.btn-buy');
    let stepper = box.querySelector<HTMLElement>('.card-add__stepper');
    if (link) link.hidden = !!line;
    const toCart = box.querySelector<HTMLElement>('[data-in-cart]');
    if (toCart) toCart.hidden = !line;
    otherPackNote(box, line);
    if (!line) {
      stepper?.remove();
      continue;
    }
    stepper ??= stepperFor(box);
    if (!stepper) continue;
    stepper.querySelector('output')!.textContent = String(line.qty);
    for (const b of stepper.querySelectorAll('button')) b.disabled = pending.has(line.pid);
  }
}

/** The product page's "In your cart: 1 kg" when the cart holds this product as another pack than the chosen one. */
function otherPackNote(box: HTMLElement, line: CartLine | undefined): void {
  const note = box.querySelector<HTMLElement>('[data-other-pack]');
  if (!note) return;
  const other = !!line && line.aid !== (Number(box.dataset.aid) || 0);
  note.hidden = !other;
  if (other) note.textContent = (note.dataset.otherPack ?? '').replace('{pack}', line.attribute?.name ?? note.dataset.regular ?? '');
}

/** A tap on a card's Add or its stepper (card-add-start.ts passes it on). */
export function act(hit: HTMLElement): void {
  const box = hit.closest<HTMLElement>('[data-add]');
  if (!box) return;
  const pid = Number(box.dataset.add);
  const line = $cartByProduct.get().get(pid);
  if ($cartPending.get().has(pid)) return;
  if (!line) {
    // the pack the card shows (a search for "atta 5kg" shows the 5 kg one), else the product's first
    void addToCart(pid, Number(box.dataset.qty) || 1, Number(box.dataset.aid) || 0);
    return;
  }
  const qty = line.qty + Number(hit.dataset.step);
  // − at the smallest pack count takes it out again: "Add" comes back (on a card; the product page's
  // Add, `data-keep`, says the minimum instead, SPEC §5, as the signed-in panel does)
  if (qty < minQuantity(line) && box.dataset.keep === undefined) {
    void removeFromCart(pid);
    return;
  }
  const check = checkQuantity(line, qty, { deal: line.deal, source: 'stepper' });
  if (check.ok) void setLineQuantity(pid, qty);
  else showToast('warning', { key: check.key });
}

/** Draws the steppers of cards added after the page loaded (the shop's next pages), and again after a pack is chosen. */
export const redraw = draw;

$cartByProduct.subscribe(draw);
$cartPending.listen(draw);
