/**
 * Writes the festival deals from src/content/festivals into D1's product rows.
 *   npm run deals:sync -- --local      (wrangler's local state; the seed does this too)
 *   npm run deals:sync -- --remote     (the deployed store: `npm run deploy` runs it after the build)
 *   npm run deals:sync -- --local --persist-to <dir>   (another local state: the editor's preview in tests)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { festivalDealRows, festivalDealSql } from './deals';
import { readFestivalDeals } from './read-festivals';

const where = process.argv.includes('--remote') ? '--remote' : '--local';
const persistAt = process.argv.indexOf('--persist-to');
const persist = where === '--local' && persistAt > 0 && process.argv[persistAt + 1] ? ['--persist-to', process.argv[persistAt + 1]!] : [];
const rows = festivalDealRows(readFestivalDeals());
// runs even with no deals left: the ones taken out of the files must end
const dir = mkdtempSync(join(tmpdir(), 'haat-deals-'));
const file = join(dir, 'festival-deals.sql');
writeFileSync(file, festivalDealSql(rows).join('\n'));
execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', where, ...persist, '--file', file, '-y'], {
  stdio: 'inherit',
  env: { ...process.env, CI: '1' },
});
rmSync(dir, { recursive: true, force: true });
console.log(
  `Wrote ${rows.length} festival deal(s) ${where === '--remote' ? 'to the deployed' : 'to the local'} database and ended any taken out of the files.`,
);
