/**
 * An island's words in the page's language. The page picks the few texts the island shows
 * (texts(lang, keys) on the server) and passes them as a prop; the island's parts read them through
 * this context, with their English words written where they are used, so no island carries a
 * catalogue and English pages pass nothing at all.
 */
import { createContext, useContext } from 'react';
import type { MessageKey } from '../lib/domain/i18n/en';

export type IslandTexts = Partial<Record<MessageKey, string>>;

const TextsContext = createContext<IslandTexts>({});
export const TextsProvider = TextsContext.Provider;

/** say(key, english): the page's text for the key, or the English words. */
export function useSay(): (key: MessageKey, english: string) => string {
  const texts = useContext(TextsContext);
  return (key, english) => texts[key] ?? english;
}
