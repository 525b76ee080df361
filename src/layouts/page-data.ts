/**
 * Server-side helpers shared by the storefront pages and chrome: where the database is, the
 * catalogue cache header, the reward flag, and the header/footer data (memoised briefly per
 * isolate, since every page shows the same menu).
 */
import { getSettings } from '../../functions/api/db/content';
import { listBranches } from '../../functions/api/db/locations';
import { listCategoriesWithSubs } from '../lib/api/catalogue';
import type { CategoryWithSubs } from '../lib/domain/types';
import { BRANCH_NAMES, CATALOGUE_CACHE, MEGA_MENU_ITEMS } from '../consts';

/** The D1 binding, or null while pages are pre-rendered at build time (no database then). */
export function storeDb(locals: App.Locals): D1Database | null {
  const env = (locals as Partial<App.Locals>).runtime?.env as { DB?: D1Database } | undefined;
  return env?.DB ?? null;
}

export function cacheCatalogue(headers: Headers): void {
  headers.set('Cache-Control', CATALOGUE_CACHE);
}

/** Store reward flag (SPEC §6: points show only when reward is 1). */
export async function rewardsEnabled(db: D1Database): Promise<boolean> {
  const settings = await getSettings(db);
  return settings.reward === '1';
}

export interface Chrome {
  categories: CategoryWithSubs[];
  branches: string[];
}

const CHROME_TTL = 60_000;
// Only settled values are kept: a Worker must not await a promise begun by another request.
let chromeCache: { at: number; value: Chrome } | null = null;

async function readChrome(db: D1Database): Promise<Chrome> {
  const [categories, branches] = await Promise.all([listCategoriesWithSubs(db, MEGA_MENU_ITEMS), listBranches(db, 'instore')]);
  return { categories, branches: branches.map((b) => b.branch) };
}

/** Categories for the menus and branch names for the footer. */
export async function loadChrome(db: D1Database | null): Promise<Chrome> {
  if (!db) return { categories: [], branches: BRANCH_NAMES };
  const now = Date.now();
  if (chromeCache && now - chromeCache.at < CHROME_TTL) return chromeCache.value;
  const value = await readChrome(db);
  chromeCache = { at: now, value };
  return value;
}
