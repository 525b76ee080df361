import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SUGGEST_DEBOUNCE } from '../consts';
import { mediaUrl, productHref } from '../components/product-links';
import { formatINR } from '../lib/domain/money';
import Icon from './Icon';
import { ICONS } from '../components/icons';

interface Suggestion {
  key: string;
  href: string;
  label: string;
  detail: string;
  photo: string;
}

interface SuggestBody {
  products?: { id: number; name: string; slug: string; photo: string; discount_price: number }[];
  categories?: { id: number; name: string; slug: string; photo: string }[];
}

interface Props {
  /** the query of the results page being shown, if any */
  query?: string;
  /** the results page in the page's language (/kn/search) */
  action?: string;
  /** the two texts in Kannada or Hindi (English when absent) */
  text?: { placeholder: string; search: string };
}

function toSuggestions(body: SuggestBody): Suggestion[] {
  const categories = (body.categories ?? []).map((c) => ({
    key: `c${c.id}`,
    href: `/shop/${c.slug}`,
    label: c.name,
    detail: 'Category',
    photo: c.photo,
  }));
  const products = (body.products ?? []).map((p) => ({
    key: `p${p.id}`,
    href: productHref(p.slug),
    label: p.name,
    detail: formatINR(p.discount_price),
    photo: p.photo,
  }));
  return [...categories, ...products];
}

/**
 * Header search (SPEC §2): a plain GET form to /search that works before hydration, plus live
 * suggestions as a combobox with arrow-key navigation.
 */
export default function HeaderSearch({ query = '', action = '/search', text }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [q, setQ] = useState(query);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const term = q.trim();
    if (term.length < 2) {
      setItems([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/suggest?q=${encodeURIComponent(term)}`, { signal: abort.signal });
        if (!res.ok) return;
        const body = (await res.json()) as SuggestBody & { response?: SuggestBody };
        setItems(toSuggestions(body.response ?? body));
        setActive(-1);
      } catch {
        /* typing on aborts the older request; a failed lookup just shows no suggestions */
      }
    }, SUGGEST_DEBOUNCE);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);

  const showList = open && items.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself, so the arrows cycle through it as well
      setActive((a) => {
        const next = a + step;
        if (next >= items.length) return -1;
        if (next < -1) return items.length - 1;
        return next;
      });
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      const chosen = showList && active >= 0 ? items[active] : undefined;
      if (chosen) {
        e.preventDefault();
        location.href = chosen.href;
      } else if (!q.trim()) {
        e.preventDefault();
      }
      // otherwise the form submits to /search?q=
    }
  };

  return (
    <form className="search" role="search" action={action} method="get" onSubmit={(e) => !q.trim() && e.preventDefault()}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search products and categories
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        className="search__input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={text?.placeholder ?? 'Search atta, dal, milk, snacks…'}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search__submit" aria-label={text?.search ?? 'Search'}>
        <Icon d={ICONS.search} size={20} />
      </button>
      <ul id={listId} role="listbox" className="search__list" aria-label="Suggestions" hidden={!showList}>
        {items.map((item, i) => (
          <li
            key={item.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="search__option"
            // mousedown, not click: the input's blur would close the list before a click lands
            onMouseDown={(e) => {
              e.preventDefault();
              location.href = item.href;
            }}
            onMouseEnter={() => setActive(i)}
          >
            <img src={mediaUrl(item.photo)} alt="" width={36} height={36} loading="lazy" />
            <span className="search__label">{item.label}</span>
            <span className="search__detail">{item.detail}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
