/**
 * Seeds the local D1 database with the demo store.
 *   npx vite-node scripts/seed/run.ts                         (wrangler's default local state)
 *   npx vite-node scripts/seed/run.ts -- --persist-to DIR     (a specific local state dir)
 * Safe to run again: rows are upserted by fixed ids (see build.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedSql } from './build';

function persistDir(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--persist-to') return argv[i + 1];
    if (arg.startsWith('--persist-to=')) return arg.slice('--persist-to='.length);
  }
  return undefined;
}

async function main() {
  const persistTo = persistDir(process.argv.slice(2));
  const { sql, summary } = await buildSeedSql(Date.now());
  const dir = mkdtempSync(join(tmpdir(), 'haat-seed-'));
  const file = join(dir, 'seed.sql');
  writeFileSync(file, sql);
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file, '-y', ...(persistTo ? ['--persist-to', persistTo] : [])];
  try {
    execFileSync('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(e.stdout?.toString() ?? '');
    process.stderr.write(e.stderr?.toString() ?? '');
    console.error(`seed failed; the SQL is kept at ${file}`);
    process.exit(1);
  }
  rmSync(dir, { recursive: true, force: true });
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
