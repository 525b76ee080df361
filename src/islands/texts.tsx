/**
 * An island's words in the page's language. The page picks the texts the island shows
 * (texts(lang, KEYS) on the server, English pages too) and passes them as a prop; the island's parts
 * read them through this context. No island carries a catalogue or English copies of its own, so each
 * text lives once, in the catalogues, and an island's JS holds no words at all.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { MessageKey } from '../lib/domain/i18n/en';
import { fill } from '../lib/domain/i18n/fill';

/** The texts a page passes an island: exactly the keys of its list, so a key left out fails tsc. */
export type IslandTexts<K extends MessageKey> = Readonly<Record<K, string>>;

const TextsContext = createContext<Partial<Record<MessageKey, string>>>({});
export const TextsProvider = TextsContext.Provider;

/** The page's texts as passed, for the few places that map a server's English message to its key. */
export function useTexts(): Partial<Record<MessageKey, string>> {
  return useContext(TextsContext);
}

/** say(key, params): the page's text for one of the island's keys, with {name} filled from params. */
export function useSay<K extends MessageKey>(): (key: K, params?: Record<string, string | number>) => string {
  const texts = useTexts();
  return (key, params) => fill(texts[key] ?? '', params);
}

/**
 * A part that is sometimes an island of its own (a card's buy button) and sometimes inside a bigger
 * island (the product panel): with its own texts it provides them, else it says its island's.
 */
export function OwnTexts({ text, children }: { text?: Partial<Record<MessageKey, string>>; children: ReactNode }) {
  return text ? <TextsProvider value={text}>{children}</TextsProvider> : <>{children}</>;
}

/** An island's props as the page passes them: its own, and its words (texts(lang, KEYS)). */
type WithText = { text: Partial<Record<MessageKey, string>> };

/**
 * The island a page mounts: it provides `text` to the parts inside and hands them the rest of the
 * props. `P` is the island's props with its `text: IslandTexts<…Key>`, so a key left out fails tsc.
 */
export function withTexts<P extends WithText>(Inner: (props: Omit<P, 'text'>) => ReactNode) {
  return function Island({ text, ...props }: P) {
    return (
      <TextsProvider value={text}>
        <Inner {...props} />
      </TextsProvider>
    );
  };
}
