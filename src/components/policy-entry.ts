/**
 * A policy page's text in the page's language: its own file (src/content/policies/kn/terms.md) when
 * there is one, else the English text, which the page says is English (never an empty page).
 */
import { getEntry, type CollectionEntry } from 'astro:content';
import type { Lang } from '../lib/domain/i18n/langs';

export async function policyEntry(lang: Lang, id: string): Promise<{ entry: CollectionEntry<'policies'>; inEnglish: boolean }> {
  const own = lang === 'en' ? undefined : await getEntry('policies', `${lang}/${id}`);
  if (own) return { entry: own, inEnglish: false };
  const english = await getEntry('policies', id);
  if (!english) throw new Error(`policy page "${id}" has no English text (src/content/policies/${id}.md)`);
  return { entry: english, inEnglish: lang !== 'en' };
}
