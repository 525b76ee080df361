import { persistentAtom as libraryAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** How a store is written to localStorage; `decode` must return a value, never throw (see `safely`). */
export interface Codec<T> {
  encode: (value: T) => string;
  decode: (text: string) => T;
}

/** Private browsing can make merely touching localStorage throw; then the stores live in memory only. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * localStorage as @nanostores/persistent reads it (a plain object), but a write the browser refuses
 * (quota full, storage blocked) leaves the value in this tab instead of throwing out of `set()`: the
 * library writes `localStorage[key] = value` with no guard, and a cart button must not break over it.
 */
function forgivingStorage(box: Storage): Record<string, string> {
  const memory = new Map<string, string>();
  return new Proxy({} as Record<string, string>, {
    get: (_, key: string) => box.getItem(key) ?? memory.get(key),
    has: (_, key: string) => box.getItem(key) !== null || memory.has(key),
    set: (_, key: string, value: string) => {
      try {
        box.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
      return true;
    },
    deleteProperty: (_, key: string) => {
      memory.delete(key);
      try {
        box.removeItem(key);
      } catch {
        /* blocked: nothing stored to remove */
      }
      return true;
    },
  });
}

const quiet = { addEventListener() {}, removeEventListener() {} };
const box = storage();
// set every time this module loads (not left to the library's own pick at its load) so that the
// server render and tests without a window get a private in-memory copy and no listeners
setPersistentEngine(box ? forgivingStorage(box) : {}, box && typeof window !== 'undefined' ? windowPersistentEvents : quiet);

/**
 * A copy that is not ours to read (hand-edited, an older page's) is treated as absent: the library
 * calls `decode` unguarded, at page load, where a throw would break every island on the page.
 */
function safely<T>(initial: T, decode: (text: string) => T): (text: string) => T {
  return (text) => {
    try {
      return decode(text);
    } catch {
      return initial;
    }
  };
}

/**
 * An atom mirrored in localStorage under `key` (SPEC §3 browser storage), in step with the shop's
 * other tabs while an island watches it: @nanostores/persistent with the two guards above.
 */
export function persistentAtom<T>(key: string, initial: T, codec: Codec<T>): WritableAtom<T> {
  return libraryAtom<T>(key, initial, { encode: codec.encode, decode: safely(initial, codec.decode) });
}

/** Strings stored as they are. */
export const asText: Codec<string> = { encode: (v) => v, decode: (v) => v };
