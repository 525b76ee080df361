import { atom, type WritableAtom } from 'nanostores';

export interface Codec<T> {
  encode: (value: T) => string;
  decode: (text: string) => T;
}

/** Private browsing can make merely touching localStorage throw; then the store lives in memory only. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * An atom mirrored in localStorage under `key` (SPEC §3 browser storage) and kept in step with the
 * shop's other tabs through the `storage` event. Ours rather than @nanostores/persistent: the stores
 * need only this much, and it is on every page.
 */
export function persistentAtom<T>(key: string, initial: T, codec: Codec<T>): WritableAtom<T> {
  const box = storage();
  // a copy that is not ours to read (hand-edited, an older page's) is treated as absent
  const read = (text: string | null | undefined): T => {
    try {
      return text == null ? initial : codec.decode(text);
    } catch {
      return initial;
    }
  };
  const current = (): string | null => {
    try {
      return box?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  let seen = current();
  const store = atom<T>(read(seen));
  const setLocal = store.set;
  store.set = (value: T) => {
    try {
      seen = codec.encode(value);
      box?.setItem(key, seen);
    } catch {
      /* full or blocked: this tab still has the value */
    }
    setLocal(value);
  };
  if (box && typeof window !== 'undefined') {
    const reread = () => {
      const now = current();
      if (now === seen) return;
      seen = now;
      setLocal(read(now));
    };
    // another tab changed it (key null: that tab cleared the whole storage)
    window.addEventListener('storage', (e) => {
      if (e.storageArea === box && (e.key === key || e.key === null)) reread();
    });
    // back to a page kept in the back/forward cache: other pages of this tab may have changed it
    window.addEventListener('pageshow', (e) => e.persisted && reread());
  }
  return store;
}

/** Strings stored as they are. */
export const asText: Codec<string> = { encode: (v) => v, decode: (v) => v };
