#!/usr/bin/env node
/**
 * Two pages' Lighthouse runs side by side, alternately (A, B, A, B, …), so the drift of this shared
 * machine hits both alike: `node scripts/bench/lighthouse-pair.mjs [--skip-build] [--runs=5]
 * [--pages=/,/kn/] [--warm-up]` (ASTRO_OUT_DIR picks the build, default dist-bench; BENCH_PORT the port).
 * Lighthouse is called as `npm run bench` calls it (lighthouseRun below, which bench.mjs uses), and each
 * run prints its score, TBT, main-thread work by kind, script boot-up and long tasks.
 * --warm-up loads each page once in the same Chrome before the measured runs, unmeasured.
 */
import { buildStore, seededState, serveStore, storeEnv } from '../local-store.mjs';

/**
 * One Lighthouse run of `url` in the Chrome on `port`, as the bench runs it (mobile, simulated throttling).
 * @param {(url: string, flags: object) => Promise<any>} lighthouse
 * @param {{ url: string, port: number, headers?: Record<string, string> }} opts
 */
export async function lighthouseRun(lighthouse, { url, port, headers }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: headers,
  });
  const lhr = result?.lhr;
  const cats = lhr?.categories ?? {};
  const audit = (id) => lhr?.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  return {
    performance: Math.round((cats.performance?.score ?? 0) * 100),
    accessibility: Math.round((cats.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint')?.displayValue ?? '',
    tbt: audit('total-blocking-time')?.displayValue ?? '',
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
    cls: audit('cumulative-layout-shift')?.displayValue ?? '',
    finalUrl: lhr?.finalDisplayedUrl ?? '',
    mainThread: items('mainthread-work-breakdown').map((i) => ({ group: i.groupLabel ?? i.group, ms: Math.round(i.duration) })),
    bootup: items('bootup-time').map((i) => ({
      url: i.url,
      total: Math.round(i.total),
      scripting: Math.round(i.scripting),
      parse: Math.round(i.scriptParseCompile),
    })),
    longTasks: items('long-tasks').map((i) => ({ url: i.url, start: Math.round(i.startTime), ms: Math.round(i.duration) })),
    domSize: audit('dom-size')?.numericValue ?? 0,
  };
}

const short = (u) => {
  try {
    const { pathname } = new URL(u);
    return pathname.split('/').pop() || pathname;
  } catch {
    return u;
  }
};

/** One line per run and its details, for the terminal and NOTES.md. */
export function describeRun(label, i, r) {
  const main = r.mainThread.map((m) => `${m.group} ${m.ms}`).join(', ');
  const boot = r.bootup.map((b) => `${short(b.url)} ${b.total} (script ${b.scripting}, parse ${b.parse})`).join('; ');
  const tasks = r.longTasks.map((t) => `${short(t.url)}@${t.start} ${t.ms}`).join(', ');
  return [
    `${label} #${i + 1}: perf ${r.performance}, a11y ${r.accessibility}, TBT ${r.tbtMs} ms, LCP ${r.lcp}, DOM ${r.domSize}`,
    `  main thread (ms): ${main}`,
    `  boot-up (ms): ${boot}`,
    `  long tasks (url@start ms): ${tasks || 'none'}`,
  ].join('\n');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const argValue = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const OUT = process.env.ASTRO_OUT_DIR ?? 'dist-bench';
  const PORT = Number(process.env.BENCH_PORT ?? 8790);
  const BASE = `http://127.0.0.1:${PORT}`;
  const RUNS = Number(argValue('runs', 5));
  const PAGES = argValue('pages', '/,/kn/').split(',');
  const env = storeEnv({ ASTRO_OUT_DIR: OUT });

  buildStore({ out: OUT, env, reuse: process.argv.includes('--skip-build') });
  const state = await seededState({ prefix: 'haat-lh-pair-', env });
  const store = await serveStore({ out: OUT, port: PORT, state, env, args: ['--log-level', 'error'] });
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // the server's own warm-up, as bench.mjs does before its load tests
    for (const path of PAGES) await fetch(BASE + path).then((r) => r.arrayBuffer());
    if (process.argv.includes('--warm-up'))
      for (const path of PAGES) await lighthouseRun(lighthouse, { url: BASE + path, port: chrome.port });
    const all = Object.fromEntries(PAGES.map((p) => [p, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const path of PAGES) {
        const r = await lighthouseRun(lighthouse, { url: BASE + path, port: chrome.port });
        all[path].push(r);
        console.log(describeRun(path, i, r));
      }
    }
    console.log('\nsummary');
    for (const path of PAGES) {
      const rs = all[path];
      const sum = (group) => median(rs.map((r) => r.mainThread.find((m) => m.group === group)?.ms ?? 0));
      console.log(
        `${path}: perf ${rs.map((r) => r.performance).join(', ')} (median ${median(rs.map((r) => r.performance))}); ` +
          `TBT ${rs.map((r) => r.tbtMs).join(', ')} (median ${median(rs.map((r) => r.tbtMs))}); ` +
          `median main thread: ${[...new Set(rs.flatMap((r) => r.mainThread.map((m) => m.group)))].map((g) => `${g} ${sum(g)}`).join(', ')}`,
      );
    }
  } finally {
    await chrome.kill();
    await store.stop();
  }
}
