/**
 * The part of a guest card's Add that every page with cards loads (card-add.ts is fetched when
 * needed): the Add links become buttons, a tap waits for the code and is handed to it, and a
 * browser cart that already has lines gets its steppers drawn at once. A page a guest only reads
 * carries a few hundred bytes for it, within the catalogue pages' JavaScript budget.
 */
let code: Promise<typeof import('./card-add')> | null = null;
const load = () => (code ??= import('./card-add'));

// from here on they add to this browser's cart instead of going to the login
const asButtons = () => {
  for (const link of document.querySelectorAll('[data-add] .btn-buy')) link.setAttribute('role', 'button');
};
asButtons();

// the shop's next pages (shop-more.ts): their Adds become buttons too, and show what is in the cart
document.addEventListener('cards:added', () => {
  asButtons();
  if (code) void code.then((m) => m.redraw());
});
// the product page's pack choice (purchase-guest.ts): "In your cart: 1 kg" follows it
document.addEventListener('pack:chosen', () => {
  if (code) void code.then((m) => m.redraw());
});

try {
  // "carts" holds lines (not "[]"): some of these cards may be in it
  if ((localStorage.getItem('carts') ?? '').length > 2) void load();
} catch {
  /* storage blocked: the cart is empty for this page */
}

document.addEventListener('click', (e) => {
  const hit = (e.target as Element | null)?.closest<HTMLElement>('[data-add] .btn-buy, [data-add] [data-step]');
  if (!hit) return;
  e.preventDefault();
  void load().then((m) => m.act(hit));
});
