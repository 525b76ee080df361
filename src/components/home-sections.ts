import type { HomeListType } from '../lib/domain/catalogue/catalogue-schemas';

/**
 * The lower half of home in SPEC §2 order ("After scrolling": Top, Best and Featured carousels
 * with ad banners, then a row per category). Each is its own partial (/partials/home/<section>).
 */
export const HOME_LIST_SECTIONS: { section: string; type: HomeListType; title: string; adAfter?: number }[] = [
  { section: 'hot', type: 'hot', title: 'Top Products', adAfter: 1 },
  { section: 'best', type: 'best', title: 'Best Products' },
  { section: 'feature', type: 'feature', title: 'Featured Products', adAfter: 2 },
];

export const CATEGORY_SECTION_PREFIX = 'category-';

export function homeSectionPaths(categorySlugs: string[]): string[] {
  return [...HOME_LIST_SECTIONS.map((s) => s.section), ...categorySlugs.map((slug) => `${CATEGORY_SECTION_PREFIX}${slug}`)].map(
    (s) => `/partials/home/${s}`,
  );
}
