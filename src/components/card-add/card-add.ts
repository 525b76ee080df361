/**
 * A guest's Add on server-drawn product cards (issue 34), without an island per card: cached guest
 * pages carry one plain link per card (to the cart's login, so it works without JavaScript) and this
 * one small script, which turns a tap on it into an Add to the cart kept in this browser and draws
 * − quantity + in its place. The rules are the shared ones (stores/cart.ts, domain/quantity.ts), so
 * the card, the product page and the cart page refuse the same quantities with the same words.
 */
import { checkQuantity, minQuantity } from '../../lib/domain/quantity';
import { $cartByProduct, $cartPending, addToCart, removeFromCart, setLineQuantity } from '../../stores/cart';
import { showToast } from '../../stores/toast';

const words = document.getElementById('card-add-words')?.dataset ?? {};
const say = (text: string | undefined, name: string) => (text ?? '').replace('{name}', name);

function nameOf(box: HTMLElement): string {
  return box.closest('article')?.querySelector('.product-card__name')?.textContent?.trim() ?? '';
}

function stepperFor(box: HTMLElement): HTMLElement {
  const name = nameOf(box);
  const stepper = document.createElement('div');
  stepper.className = 'stepper card-add__stepper';
  stepper.setAttribute('role', 'group');
  stepper.setAttribute('aria-label', say(words.qty, name));
  for (const [step, text, label] of [[-1, '−', words.less], [0, '', ''], [1, '+', words.more]] as const) {
    const el = document.createElement(step === 0 ? 'output' : 'button');
    el.className = step === 0 ? 'stepper__input' : 'stepper__btn';
    el.textContent = text;
    if (step !== 0) {
      el.setAttribute('type', 'button');
      el.setAttribute('aria-label', say(label, name));
      el.dataset.step = String(step);
    } else el.setAttribute('aria-live', 'polite');
    stepper.appendChild(el);
  }
  box.appendChild(stepper);
  return stepper;
}

function draw(): void {
  const lines = $cartByProduct.get();
  const pending = $cartPending.get();
  for (const box of document.querySelectorAll<HTMLElement>('[data-add]')) {
    const line = lines.get(Number(box.dataset.add));
    const link = box.querySelector<HTMLElement>('.btn-buy');
    let stepper = box.querySelector<HTMLElement>('.card-add__stepper');
    if (link) {
      // from here on it adds to this browser's cart instead of going to the login
      link.setAttribute('role', 'button');
      link.hidden = !!line;
    }
    if (!line) {
      stepper?.remove();
      continue;
    }
    stepper ??= stepperFor(box);
    stepper.querySelector('output')!.textContent = String(line.qty);
    for (const b of stepper.querySelectorAll('button')) b.disabled = pending.has(line.pid);
  }
}

document.addEventListener('click', (e) => {
  const hit = (e.target as Element | null)?.closest<HTMLElement>('[data-add] .btn-buy, [data-add] [data-step]');
  const box = hit?.closest<HTMLElement>('[data-add]');
  if (!hit || !box) return;
  e.preventDefault();
  const pid = Number(box.dataset.add);
  const line = $cartByProduct.get().get(pid);
  if ($cartPending.get().has(pid)) return;
  if (!line) {
    void addToCart(pid, Number(box.dataset.qty) || 1, 0);
    return;
  }
  const qty = line.qty + Number(hit.dataset.step);
  // − at the smallest pack count takes it out again: "Add" comes back
  if (qty < minQuantity(line)) {
    void removeFromCart(pid);
    return;
  }
  const check = checkQuantity(line, qty, { deal: line.deal, source: 'stepper' });
  if (check.ok) void setLineQuantity(pid, qty);
  else showToast('warning', { key: check.key });
});

$cartByProduct.subscribe(draw);
$cartPending.listen(draw);
