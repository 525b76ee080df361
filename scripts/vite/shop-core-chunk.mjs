// @ts-check
/**
 * The storefront's small shared browser modules (stores, the light pricing rules, the API caller) go
 * into one chunk: 25 tiny chunks each paid their own request and gzip overhead on every catalogue page.
 * Which modules is read off the build's module graph, not a list of names, so a new domain file lands
 * where its importers put it:
 *   - the roots are the scripts every catalogue page loads: the shop layout's chrome (PageChrome's
 *     script: header counts, drawer, toaster, vitals), and a product card's buy control, for a guest
 *     (card-add/CardAdd's script) and for a signed-in customer (the BuyButton island). A module they
 *     import statically is on those pages anyway;
 *   - of those, only modules two or more entries share: one entry's own modules stay in its chunk;
 *   - none whose static imports reach React or zod. Rollup puts a manual chunk's unassigned static
 *     imports into it, so such a module would bring React (or zod, 13 KB gz) to a guest's page. That
 *     keeps React's hooks, Icon.tsx, @nanostores/react and the zod-backed *-schemas modules out;
 *   - scripts only, no stylesheet.
 * What only some pages reach (the cart's and checkout's rules, the account forms', the console's, what
 * a lazy import() loads) stays with the entries that import it, split by Rollup's default.
 */
const CATALOGUE_ROOTS = [
  /\/src\/components\/PageChrome\.astro\?astro&type=script/,
  /\/src\/components\/card-add\/CardAdd\.astro\?astro&type=script/,
  /\/src\/islands\/BuyButton\.tsx$/,
];
const HEAVY = /\/node_modules\/(?:react|react-dom|scheduler|zod)\//;
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

/**
 * @typedef {{ isEntry: boolean, importedIds: readonly string[] }} ModuleNode
 * @typedef {(id: string) => ModuleNode | null} GetModuleInfo
 */

/**
 * The shop-core members of a module graph (every id the graph holds, and its nodes).
 * @param {Iterable<string>} ids
 * @param {GetModuleInfo} getModuleInfo
 * @returns {Set<string>}
 */
export function shopCoreMembers(ids, getModuleInfo) {
  const all = [...ids];
  /** @param {string} from */
  const reach = (from) => {
    const seen = new Set();
    const stack = [from];
    while (stack.length) {
      const id = /** @type {string} */ (stack.pop());
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  /** @type {Map<string, number>} how many entries reach each module statically */
  const entriesOf = new Map();
  for (const id of all) {
    if (!getModuleInfo(id)?.isEntry) continue;
    for (const m of reach(id)) entriesOf.set(m, (entriesOf.get(m) ?? 0) + 1);
  }
  /** @type {Map<string, boolean>} */
  const heavy = new Map();
  /** @param {string} id @returns {boolean} */
  const reachesHeavy = (id) => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    heavy.set(id, false); // an import cycle adds nothing new
    const out = HEAVY.test(id) || (getModuleInfo(id)?.importedIds ?? []).some(reachesHeavy);
    heavy.set(id, out);
    return out;
  };
  const roots = CATALOGUE_ROOTS.map((root) => all.filter((id) => root.test(id)));
  // a renamed root would quietly empty the chunk and scatter the stores into tiny chunks
  const lost = CATALOGUE_ROOTS.filter((_, i) => roots[i]?.length === 0);
  if (lost.length > 0) throw new Error(`shop-core: no module matches ${lost.join(', ')} (scripts/vite/shop-core-chunk.mjs)`);
  const onCataloguePages = new Set(roots.flat().flatMap((id) => [...reach(id)]));
  return new Set(
    [...onCataloguePages].filter((id) => id.startsWith('/') && SCRIPT.test(id) && (entriesOf.get(id) ?? 0) >= 2 && !reachesHeavy(id)),
  );
}

/** @type {WeakMap<object, Set<string>>} one answer per build (Rollup passes the same meta object) */
const membersOf = new WeakMap();

/**
 * React and what every island shares of it (the renderer, hooks, the texts context, Icon, Runs) in one
 * chunk, for pages with an island: split by Rollup's default it came as six files, each paying its
 * own request and gzip overhead. A guest's home and search pages load none of it.
 */
export const REACT_CORE =
  /\/node_modules\/(react|react-dom|scheduler|@nanostores\/react|@astrojs\/react)\/|\/src\/islands\/(hooks|Icon|texts|Runs)\./;

/**
 * The typed API caller and the account's callers (which the buy box, the account pages, the cart and
 * checkout all use) in one chunk: apart, the two came as 0.3 KB and 0.1 KB files, each paying its own
 * request and gzip overhead on the product page, whose budget is tight.
 */
export const API_CORE = /\/src\/lib\/api\/(typed-core|account)\./;

/** @type {import('vite').Plugin} */
export const shopCoreChunk = {
  name: 'haat-shop-core-chunk',
  apply: 'build',
  config(_config, env) {
    if (env.isSsrBuild) return;
    return {
      build: {
        rollupOptions: {
          output: {
            manualChunks(id, meta) {
              let members = membersOf.get(meta);
              if (!members) membersOf.set(meta, (members = shopCoreMembers(meta.getModuleIds(), meta.getModuleInfo)));
              if (members.has(id)) return 'shop-core';
              if (REACT_CORE.test(id)) return 'react-core';
              if (API_CORE.test(id)) return 'api-core';
            },
          },
        },
      },
    };
  },
};
