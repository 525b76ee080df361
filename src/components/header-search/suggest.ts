/**
 * The header search's live suggestions (SPEC §2), a combobox with arrow-key navigation over the
 * server's plain GET form. Fetched when the shopper first focuses or types in the box
 * (HeaderSearch.astro); until then, and without JavaScript, the form just submits to /search.
 */
import { SUGGEST_DEBOUNCE } from '../../consts';
import { formatINR } from '../../lib/domain/money/money';
import { isLatinOnly } from '../../lib/domain/i18n/latin-runs';
import { mediaUrl, productHref } from '../product-links';
import type { PageAnswer } from '../../lib/api/page-answers';
import { itemFromWire } from '../../lib/api/cart-wire';

interface Suggestion {
  href: string;
  label: string;
  detail: string;
  photo: string;
}

interface SuggestBody {
  products?: { id: number; name: string; slug: string; photo: string; price: number }[];
  categories?: { id: number; name: string; slug: string; photo: string }[];
}

/** `base` is the page's language prefix ('/kn', '/hi'; '' for English): a suggestion keeps the shopper's language. */
function toSuggestions(body: SuggestBody, categoryWord: string, base: string): Suggestion[] {
  const categories = (body.categories ?? []).map((c) => ({
    href: `${base}/shop/${c.slug}`,
    label: c.name,
    detail: categoryWord,
    photo: c.photo,
  }));
  const products = (body.products ?? []).map((p) => ({
    href: base + productHref(p.slug),
    label: p.name,
    detail: formatINR(p.price),
    photo: p.photo,
  }));
  return [...categories, ...products];
}

function option(item: Suggestion, id: string): HTMLLIElement {
  const li = document.createElement('li');
  li.id = id;
  li.setAttribute('role', 'option');
  li.className = 'search__option';
  const img = document.createElement('img');
  Object.assign(img, { src: mediaUrl(item.photo), alt: '', width: 36, height: 36, loading: 'lazy' });
  const label = document.createElement('span');
  label.className = 'search__label';
  // a name without a translation is English: marked so, for a screen reader's voice (issue 34)
  if (isLatinOnly(item.label)) label.lang = 'en';
  label.textContent = item.label;
  const detail = document.createElement('span');
  detail.className = 'search__detail';
  detail.textContent = item.detail;
  li.replaceChildren(img, label, detail);
  return li;
}

export function startSuggestions(form: HTMLFormElement, input: HTMLInputElement): void {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!list) return;
  // the page's language other than English (data-lang): names in it, links to its pages
  const lang = form.dataset.lang && form.dataset.lang !== 'en' ? form.dataset.lang : '';
  let items: Suggestion[] = [];
  let open = document.activeElement === input;
  let active = -1;
  let timer = 0;
  let abort: AbortController | null = null;

  // state → the list's visibility and the active option, without rebuilding the options
  const mark = () => {
    const shown = open && items.length > 0;
    list.hidden = !shown;
    input.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
    [...list.children].forEach((li, i) => li.setAttribute('aria-selected', String(i === active)));
  };

  const draw = (next: Suggestion[]) => {
    items = next;
    active = -1;
    list.replaceChildren(...items.map((item, i) => option(item, `${list.id}-${i}`)));
    mark();
  };

  const lookUp = () => {
    clearTimeout(timer);
    abort?.abort();
    const term = input.value.trim();
    if (term.length < 2) return draw([]);
    const mine = (abort = new AbortController());
    timer = window.setTimeout(async () => {
      try {
        const res = await fetch(`/api/suggest?q=${encodeURIComponent(term)}${lang ? `&lang=${lang}` : ''}`, { signal: mine.signal });
        if (!res.ok) return;
        const body: PageAnswer<'suggest'> = await res.json();
        if (body.status === 1) {
          const products = body.response.products.map(itemFromWire);
          draw(toSuggestions({ ...body.response, products }, form.dataset.category ?? '', lang ? `/${lang}` : ''));
        }
      } catch {
        /* typing on aborts the older request; a failed lookup just shows no suggestions */
      }
    }, SUGGEST_DEBOUNCE);
  };

  input.addEventListener('input', () => {
    open = true;
    lookUp();
  });
  input.addEventListener('focus', () => {
    open = true;
    mark();
  });
  input.addEventListener('blur', () => {
    open = false;
    mark();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      open = true;
      // -1 is the text box itself, so the arrows cycle through it as well
      const next = active + (e.key === 'ArrowDown' ? 1 : -1);
      active = next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
      mark();
    } else if (e.key === 'Escape') {
      open = false;
      active = -1;
      mark();
    } else if (e.key === 'Enter') {
      const chosen = open && active >= 0 ? items[active] : undefined;
      if (chosen) {
        e.preventDefault();
        location.href = chosen.href;
      }
      // otherwise the form submits to /search?q= (an empty box is stopped by HeaderSearch.astro)
    }
  });
  const indexOf = (e: Event) => [...list.children].indexOf((e.target as Element).closest('li') as Element);
  // mousedown, not click: the input's blur would close the list before a click lands
  list.addEventListener('mousedown', (e) => {
    const item = items[indexOf(e)];
    if (!item) return;
    e.preventDefault();
    location.href = item.href;
  });
  list.addEventListener('mouseover', (e) => {
    const i = indexOf(e);
    if (i >= 0 && i !== active) {
      active = i;
      mark();
    }
  });
  // what the box holds already (typed before this code arrived, or the results page's query)
  lookUp();
}
