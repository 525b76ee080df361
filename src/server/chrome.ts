/**
 * The header and footer every storefront page shows: categories for the menus, branch names for the
 * footer. Memoised briefly per isolate, since every page shows the same menu.
 */
import { listBranches } from '../../functions/api/services/content';
import { readGrievanceOfficer } from '../../functions/api/services/account';
import { GRIEVANCE_DEFAULT, type GrievanceOfficer } from '../lib/domain/account/grievance';
import type { CategoryWithSubs } from '../lib/domain/types';
import { BRANCH_NAMES, MEGA_MENU_ITEMS } from '../consts';
import { listCategoriesWithSubs } from './catalogue';
import * as clock from './clock';

export interface Chrome {
  categories: CategoryWithSubs[];
  branches: string[];
  /** named in the footer (issue 32) */
  grievance: GrievanceOfficer;
}

const CHROME_TTL = 60_000;
// Only settled values are kept: a Worker must not await a promise begun by another request.
let chromeCache: { at: number; value: Chrome } | null = null;

async function readChrome(db: D1Database): Promise<Chrome> {
  const [categories, branches, grievance] = await Promise.all([
    listCategoriesWithSubs(db, MEGA_MENU_ITEMS),
    listBranches(db, 'instore'),
    readGrievanceOfficer(db),
  ]);
  return { categories, branches: branches.map((b) => b.branch), grievance };
}

/** Categories for the menus and branch names for the footer (pre-rendered pages: the fixed names). */
export async function loadChrome(db: D1Database | null): Promise<Chrome> {
  if (!db) return { categories: [], branches: BRANCH_NAMES, grievance: GRIEVANCE_DEFAULT };
  const now = clock.now();
  if (chromeCache && now - chromeCache.at < CHROME_TTL) return chromeCache.value;
  const value = await readChrome(db);
  chromeCache = { at: now, value };
  return value;
}
