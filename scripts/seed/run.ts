/**
 * Seeds the local D1 database with the demo store.
 *   npx vite-node scripts/seed/run.ts                         (wrangler's default local state)
 *   npx vite-node scripts/seed/run.ts -- --persist-to DIR     (a specific local state dir)
 *   npx vite-node scripts/seed/run.ts -- --products 20000     (add generated products up to 20,000: large.ts)
 *   SEED_NOW=2026-12-02T10:30:00+05:30 npx vite-node …      (windows built from that instant: time.ts)
 * Safe to run again: rows are upserted by fixed ids (see build.ts). `--products` at or below the real
 * shelf's size removes generated products again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedSql } from './build';
import { PRODUCTS } from './data/products';
import { GENERATED_FIRST_ID, generatedProducts, productCountArg } from './large';
import { upsert } from './sql';
import { openingCounts, openingStockSql } from './branch-stock';
import { seedNow } from './time';

function persistDir(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--persist-to') return argv[i + 1];
    if (arg.startsWith('--persist-to=')) return arg.slice('--persist-to='.length);
  }
  return undefined;
}

// Generated products per `wrangler d1 execute` file. 2,500 (with each product's opening counts at six
// branches through the stock ledger's triggers) crashed local workerd on the fourth file ("HashIndex
// detected hash table inconsistency", then a segmentation fault) on 2026-11-29; 1,000 seeds 20,000
// in ~3 minutes.
const FILE_ROWS = 1000;

function execute(sql: string, persistTo: string | undefined): void {
  const dir = mkdtempSync(join(tmpdir(), 'haat-seed-'));
  const file = join(dir, 'seed.sql');
  writeFileSync(file, sql);
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file, '-y', ...(persistTo ? ['--persist-to', persistTo] : [])];
  try {
    execFileSync('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' }, maxBuffer: 256 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(e.stdout?.toString() ?? '');
    process.stderr.write(e.stderr?.toString() ?? '');
    console.error(`seed failed; the SQL is kept at ${file}`);
    process.exit(1);
  }
  rmSync(dir, { recursive: true, force: true });
}

async function main() {
  const argv = process.argv.slice(2);
  const persistTo = persistDir(argv);
  const wanted = productCountArg(argv);
  const now = seedNow();
  const { sql, summary } = await buildSeedSql(now);
  execute(sql, persistTo);
  if (wanted !== undefined) {
    const extra = Math.max(0, wanted - PRODUCTS.length);
    const rows = generatedProducts(extra, now);
    execute(`DELETE FROM product WHERE id >= ${GENERATED_FIRST_ID + extra};`, persistTo);
    // one file per few thousand rows: wrangler sends a file as one request, which times out at 5 minutes
    for (let i = 0; i < rows.length; i += FILE_ROWS) {
      const slice = rows.slice(i, i + FILE_ROWS);
      // counts per branch go through the ledger (branch-stock.ts); the product row starts at 0
      const counts = slice.flatMap((r) => openingCounts({ id: Number(r.id), stock: Number(r.stock), out_of_stock: 0, packs: [] }, false));
      const products = upsert(
        'product',
        slice.map((r) => ({ ...r, stock: 0 })),
        { keep: ['stock', 'purchased_count'], chunk: 50 },
      );
      execute([...products, ...openingStockSql(counts, now)].join('\n'), persistTo);
    }
    execute('PRAGMA optimize;', persistTo);
    summary.products += extra;
  }
  console.log(
    `Seeded ${summary.products} products (${summary.variants} variants, ${summary.deals} deals), ` +
      `${summary.categories} categories, ${summary.branches} branches, ${summary.pincodes} pincodes` +
      `${persistTo ? ` into ${persistTo}` : ''}.`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
