/**
 * A policy page's text in the page's language: its own file (src/content/policies/kn/terms.md) when
 * there is one, else the English text, which the page says is English (never an empty page).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Lang } from '../lib/domain/i18n/langs';

export async function policyEntry(lang: Lang, id: string): Promise<{ entry: CollectionEntry<'policies'>; inEnglish: boolean }> {
  // looked up in the list, not with getEntry, which warns at build for every page not translated yet
  const all = await getCollection('policies');
  const own = lang === 'en' ? undefined : all.find((e) => e.id === `${lang}/${id}`);
  if (own) return { entry: own, inEnglish: false };
  const english = all.find((e) => e.id === id);
  if (!english) throw new Error(`policy page "${id}" has no English text (src/content/policies/${id}.md)`);
  return { entry: english, inEnglish: lang !== 'en' };
}
