/**
 * Verdicts that hold (issue 31): a route and its baseline are measured in interleaved rounds
 * (baseline, route, baseline, route, …) and a target is judged on the median of the rounds' ratios,
 * printed with its spread, so one noisy ten seconds cannot flip a verdict. Also the same-bytes
 * baseline: a copy of a page served as a static file, so a page's ratio measures the server's work
 * and not the page's size.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * `rounds` rounds of (baseline run, route run), one after the other.
 * @template R
 * @param {{ rounds: number, baseline: (round: number) => Promise<R>, route: (round: number) => Promise<R> }} opts
 * @returns {Promise<{ baselines: R[], routes: R[] }>}
 */
export async function interleaved({ rounds, baseline, route }) {
  const baselines = [];
  const routes = [];
  for (let i = 0; i < rounds; i++) {
    baselines.push(await baseline(i));
    routes.push(await route(i));
  }
  return { baselines, routes };
}

/**
 * The median row of a set of load runs (each figure its own median), named after the first.
 * @param {{ name: string, rps: number, p50: number, p99: number, errors: number, non2xx: number }[]} runs
 */
export function medianRow(runs) {
  return {
    name: runs[0].name,
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    rounds: runs.length,
  };
}

/**
 * A ratio per round, its median and spread: "0.93× (0.88–0.97)".
 * @param {number[]} ratios
 */
export function ratioSummary(ratios) {
  const m = median(ratios);
  const text = `${m.toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
  return { median: m, text };
}

/**
 * Writes a guest's copy of each page into the build as a static file. The store that will be
 * measured must start after this: scripts/serve-built.mjs serves only the assets it found at start.
 * @param {{ base: string, out: string, pages: Record<string, string> }} opts
 * @returns {Promise<Record<string, { path: string, bytes: number }>>}
 */
export async function writeSameBytesCopies({ base, out, pages }) {
  mkdirSync(join(out, 'bench-copy'), { recursive: true });
  const copies = {};
  for (const [key, path] of Object.entries(pages)) {
    const html = await (await fetch(base + path)).text();
    writeFileSync(join(out, 'bench-copy', `${key}.html`), html);
    copies[key] = { path: `/bench-copy/${key}`, bytes: Buffer.byteLength(html) };
  }
  return copies;
}

/**
 * The copies the running store serves as themselves: a 200 with exactly the copy's bytes, not a
 * redirect followed to a page that happens to match (a copy the store did not list answered
 * 302 → `/`, and the home page's bytes passed). null for one that is not served, so its row falls
 * back to the small static asset and says so.
 * @param {{ base: string, out: string, copies: Record<string, { path: string, bytes: number }> }} opts
 * @returns {Promise<Record<string, { path: string, bytes: number } | null>>}
 */
export async function servedCopies({ base, out, copies }) {
  /** @type {Record<string, { path: string, bytes: number } | null>} */
  const served = {};
  for (const [key, copy] of Object.entries(copies)) {
    const res = await fetch(base + copy.path, { redirect: 'manual' }).catch(() => null);
    const body = res?.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
    const written = readFileSync(join(out, 'bench-copy', `${key}.html`));
    served[key] = body?.equals(written) ? copy : null;
  }
  return served;
}
