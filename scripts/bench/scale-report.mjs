/**
 * The BENCHMARKS.md section for a searchScale() result (scripts/bench/search-scale.mjs): each
 * route's median figures at both sizes, and every goal judged on the median of the rounds' ratios,
 * printed with its spread (issue 31: verdicts that hold).
 */
import { median, medianRow } from './rounds.mjs';
import { CONNECTIONS, PAGE_KEYS, RENDER_CONNECTIONS, ROUTES } from './scale-routes.mjs';

/** The large catalogue may cost at most this much more than the demo one, against the bare D1 route of each round. */
export const SCALE_GOAL = 1.5;
/** Catalogue pages as served against the static asset of the same round, as in the main bench. */
export const PAGE_GOAL = 0.5;
const SEARCH_KEYS = ['searchApi', 'searchRefined', 'suggest', 'searchPage', 'shopApi', 'shopPage', 'productPage'];
const mark = (ok) => (ok ? 'met' : '**missed**');
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');

/** "1.07× (0.91–1.20)"; a round with no answers counts as the worst case for its goal. */
function spread(ratios) {
  const m = median(ratios);
  return { median: m, text: `${fmt(m)}× (${fmt(Math.min(...ratios))}–${fmt(Math.max(...ratios))})` };
}

/**
 * One ratio per round: (large ÷ its baseline) ÷ (small ÷ its baseline). A run that answered nothing
 * gives 0 for req/s and Infinity for latency, so a stall misses its round rather than passing on 0 ms.
 */
export function roundRatios(small, large, baseline) {
  const out = { rps: [], p50: [], p99: [] };
  small.route.forEach((s, i) => {
    const [sb, l, lb] = [small[baseline][i], large.route[i], large[baseline][i]];
    const answered = [s, sb, l, lb].every((r) => r.rps > 0);
    out.rps.push(answered ? l.rps / lb.rps / (s.rps / sb.rps) : 0);
    for (const q of ['p50', 'p99']) out[q].push(answered ? l[q] / lb[q] / (s[q] / sb[q]) : Infinity);
  });
  return out;
}

/** Rounds in which a run got no answer at all, or requests given up: said beside the row. */
function trouble(runs) {
  const silent = runs.filter((r) => r.rps === 0).length;
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return [silent ? `${silent} run(s) with no answer` : '', errors ? `${errors} request(s) given up or failed` : '']
    .filter(Boolean)
    .join(', ');
}

/** Plans as BENCHMARKS.md lines: one per distinct statement shape, with any full scan of product called out. */
function planLines(plans) {
  const seen = new Set();
  const lines = [];
  for (const { read, plan, fullScans } of plans) {
    const text = plan.join('; ');
    if (seen.has(text)) continue;
    seen.add(text);
    lines.push(`- ${read}${fullScans?.length ? ' — **full scan**' : ''}: \`${text}\``);
  }
  return lines;
}

function routeTable({ sizes: [small, large], runs }) {
  const lines = [
    `| route | req/s @${small} | p50 / p99 ms @${small} | bare D1 req/s @${small} | req/s @${large} | p50 / p99 ms @${large} | bare D1 req/s @${large} | notes |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, name] of ROUTES) {
    if (!runs[key]) continue;
    const [a, b] = [medianRow(runs[key][small].route), medianRow(runs[key][large].route)];
    const [da, db] = [medianRow(runs[key][small].d1), medianRow(runs[key][large].d1)];
    const notes = trouble([...runs[key][small].route, ...runs[key][large].route]);
    lines.push(`| ${name} | ${a.rps} | ${a.p50} / ${a.p99} | ${da.rps} | ${b.rps} | ${b.p50} / ${b.p99} | ${db.rps} | ${notes} |`);
  }
  return lines;
}

function scaleGoals({ sizes: [small, large], runs }) {
  const byName = Object.fromEntries(ROUTES.map(([key, name]) => [key, name]));
  const goals = ['| Goal | Median of the rounds (spread) | |', '|---|---|---|'];
  for (const key of SEARCH_KEYS) {
    const r = roundRatios(runs[key][small], runs[key][large], 'd1');
    const [rps, p50, p99] = [spread(r.rps), spread(r.p50), spread(r.p99)];
    goals.push(
      `| ${byName[key]}: req/s @${large} ≥ 1/${SCALE_GOAL} of @${small} (÷ bare D1) | ${rps.text} | ${mark(rps.median >= 1 / SCALE_GOAL)} |`,
      `| ${byName[key]}: p50 and p99 @${large} ≤ ${SCALE_GOAL}× @${small} (÷ bare D1) | p50 ${p50.text}, p99 ${p99.text} | ${mark(p50.median <= SCALE_GOAL && p99.median <= SCALE_GOAL)} |`,
    );
  }
  return goals;
}

function servedRows({ sizes, served }) {
  const byName = Object.fromEntries(ROUTES.map(([key, name]) => [key, name]));
  const table = [
    `| page, as served (catalogue cache on) | ${sizes.map((n) => `req/s @${n} | p50 / p99 ms | ÷ static just before, median (spread)`).join(' | ')} |`,
    `|---|${sizes.map(() => '---|---|---|').join('')}`,
  ];
  const goals = [];
  for (const key of PAGE_KEYS) {
    const cells = [];
    const verdicts = [];
    for (const n of sizes) {
      const { route, static: baseline } = served[key][n];
      const row = medianRow(route);
      const ratio = spread(route.map((r, i) => (baseline[i].rps > 0 ? r.rps / baseline[i].rps : 0)));
      cells.push(`${row.rps} | ${row.p50} / ${row.p99} | ${ratio.text}`);
      verdicts.push(ratio);
    }
    table.push(`| ${byName[key]} | ${cells.join(' | ')} |`);
    goals.push(
      `| ${byName[key]} as served @${sizes.join(' and @')} ≥ ${PAGE_GOAL}× the static asset just before | ${verdicts.map((v) => v.text).join(' / ')} | ${mark(verdicts.every((v) => v.median >= PAGE_GOAL))} |`,
    );
  }
  return { table, goals };
}

/** The BENCHMARKS.md section for a searchScale() result. */
export function scaleMarkdown(result) {
  const { sizes, plans, duration, rounds, cards } = result;
  const [small, large] = sizes;
  const cardRows = [`| SSR page, cache off | cards per page @${small} | cards per page @${large} |`, '|---|---|---|'];
  const byName = Object.fromEntries(ROUTES.map(([key, name]) => [key, name]));
  for (const key of PAGE_KEYS) cardRows.push(`| ${byName[key]} | ${fmt(cards[small][key])} | ${fmt(cards[large][key])} |`);
  const served = servedRows(result);
  const scans = plans.filter((p) => p.fullScans?.length).map((p) => p.read);
  return [
    `${CONNECTIONS} connections (${RENDER_CONNECTIONS} for SSR pages with the cache off), ${duration} s per run, catalogue cache off (every request does its D1 work).`,
    `Both sizes are freshly seeded D1s (\`seed --products N\`) served side by side and measured in ${rounds} interleaved rounds: in each,`,
    "each size's bare D1 route and then the route. Figures are the medians of the rounds; a goal is the median of the rounds' ratios",
    '(large ÷ its bare D1) ÷ (small ÷ its bare D1), with its spread. A request unanswered for 4 s is given up and counted in the notes.',
    '',
    ...routeTable(result),
    '',
    "A page's render grows with the cards it draws; the same queries fill more of a page from the larger shelf (the mean over each route's requests):",
    '',
    ...cardRows,
    '',
    ...served.table,
    '',
    ...scaleGoals(result),
    ...served.goals,
    '',
    `EXPLAIN QUERY PLAN of every statement the hot reads send, at ${large} products (scripts/bench/hot-queries.ts; full scans of product: ${scans.length ? `**${scans.join(', ')}**` : 'none'}):`,
    '',
    ...planLines(plans),
    '',
  ].join('\n');
}
