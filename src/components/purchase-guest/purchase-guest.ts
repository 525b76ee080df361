/**
 * A guest's product panel without React (issue 31): the panel is server HTML (ProductPurchase drawn
 * on the server only) carrying every pack's view in its own words (`data-views`, purchase-view.ts).
 * This script switches the price when a pack is chosen, ticks the deal's clock and, the second the
 * deal ends, shows the regular price, as the signed-in panel does. Add is the cards' guest Add
 * (card-add/), which reads the chosen pack from `data-aid`.
 */
import { dealCountdown, pad2 } from '../../lib/domain/catalogue/deal';
import type { PackView } from '../../islands/purchase/purchase-view';

interface Views {
  packs: Record<string, PackView>;
  after: PackView;
  hurryAfter: string;
}

const panel = document.querySelector<HTMLElement>('.purchase[data-views]');
if (panel) start(panel, JSON.parse(panel.dataset.views ?? '{}') as Views);

function start(panel: HTMLElement, views: Views): void {
  const set = (selector: string, text: string) => {
    const el = panel.querySelector<HTMLElement>(selector);
    if (!el) return;
    el.textContent = text;
    el.hidden = !text;
  };
  const show = (view: PackView) => {
    set('.purchase__now', view.now);
    set('.purchase__mrp', view.mrp);
    set('.purchase__price .badge--off', view.off);
    set('.purchase__save', view.save);
    set('.purchase__pack', view.pack);
    set('.purchase__points', view.points);
  };
  const choose = (value: string) => {
    const add = panel.querySelector<HTMLElement>('[data-add]');
    if (add) add.dataset.aid = value || '0';
    document.dispatchEvent(new Event('pack:chosen'));
  };

  const pick = (input: HTMLInputElement) => {
    const view = views.packs[input.value];
    if (view) show(view);
    choose(input.value);
  };
  panel.addEventListener('change', (e) => {
    const input = e.target as HTMLInputElement;
    if (input.type === 'radio') pick(input);
  });
  // a pack tapped before this script ran (a slow phone) still counts
  const chosen = panel.querySelector<HTMLInputElement>('.variants input:checked');
  if (chosen) pick(chosen);

  const end = Number(panel.dataset.dealEnd);
  if (!end) return;
  const strongs = [...panel.querySelectorAll<HTMLElement>('.deal-box__clock strong')];
  const tick = () => {
    const now = Date.now();
    if (now >= end) {
      dealOver();
      return;
    }
    const left = dealCountdown(end, now);
    [left.days, left.hours, left.minutes, left.seconds].forEach((n, i) => {
      if (strongs[i]) strongs[i].textContent = pad2(n);
    });
    setTimeout(tick, 1000 - (now % 1000));
  };

  // the deal price stops the second the deal ends, no reload: the regular price, and no deal pack
  const dealOver = () => {
    const box = panel.querySelector<HTMLElement>('.deal-box');
    if (box) {
      box.classList.add('deal-box--over');
      box.querySelector('.deal-box__clock')?.remove();
      const title = box.querySelector('.deal-box__title');
      if (title) title.textContent = box.dataset.ended ?? '';
    }
    const dealPack = panel.querySelector<HTMLElement>('[data-deal-pack]');
    const onDealPack = !dealPack || !!dealPack.querySelector<HTMLInputElement>('input:checked');
    dealPack?.remove();
    if (onDealPack) {
      show(views.after);
      choose('');
    }
    set('.hurry', views.hurryAfter);
  };
  tick();
}
