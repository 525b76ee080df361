#!/usr/bin/env node
/**
 * Times the statements statement-times.ts caught, in the sqlite3 shell (`.timer on`, user CPU), on
 * a copy of a seeded D1's .sqlite file:  node scripts/bench/statement-timer.mjs <statements.json> <db.sqlite> [repeat]
 * Prints per request the mean user CPU time (less moved by the other work on the machine than wall time) (the shell's timer has 1 ms steps, so many runs) of each statement and the sum, and per group the sum.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [file, dbFile, repeatArg] = process.argv.slice(2);
const repeat = Number(repeatArg ?? 30);
const reads = JSON.parse(readFileSync(file, 'utf8'));
const literal = (v) => (v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
// `?` takes the next parameter, `?N` the Nth (the reports' statements number theirs)
const inline = (sql, params) => {
  let i = 0;
  return sql.replace(/\?(\d+)?/g, (_, n) => literal(n ? params[Number(n) - 1] : params[i++]));
};

const all = [];
for (const r of reads) for (const s of r.statements) all.push(inline(s.sql, s.params).replace(/\s+/g, ' ') + ';');
// one shell: each statement `repeat` times, output discarded, timer lines kept
const script = ['.timer on', '.output /dev/null', ...all.flatMap((sql) => Array(repeat).fill(sql))].join('\n');
const out = execFileSync('sqlite3', [dbFile], { input: script, maxBuffer: 256 * 1024 * 1024 }).toString();
const times = [...out.matchAll(/Run Time: real ([\d.]+) user ([\d.]+)/g)].map((m) => Number(m[2]) * 1000);
let k = 0;
const groups = new Map();
for (const r of reads) {
  const parts = [];
  let sum = 0;
  for (const s of r.statements) {
    const t = times.slice(k * repeat, (k + 1) * repeat).reduce((a, b) => a + b, 0) / repeat;
    k++;
    sum += t;
    parts.push(`${s.kind} ${t.toFixed(2)}`);
  }
  groups.set(r.group, (groups.get(r.group) ?? 0) + sum);
  console.log(`${r.group.padEnd(8)} ${r.label.padEnd(24)} ${sum.toFixed(2).padStart(6)} ms | ${parts.join(', ')}`);
}
for (const [g, t] of groups) console.log(`# ${g}: ${t.toFixed(1)} ms over its requests`);
