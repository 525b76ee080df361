/**
 * The built store on local workerd with its own freshly seeded D1 (scripts/serve-built.mjs). Shared by
 * the e2e suite (tests/e2e/support/serve.ts) and `npm run bench`, each on its own port and state.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Environment for building and serving. vitest sets NODE_ENV=test, which would make astro build ship
 * React's development build, so it is production here whoever calls.
 * @param {Record<string, string>} [extra]
 */
export function storeEnv(extra = {}) {
  return { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CI: '1', NODE_ENV: 'production', ...extra };
}

/**
 * Builds into `out` unless told to reuse a build that is there.
 * @param {{ out: string, env: NodeJS.ProcessEnv, reuse?: boolean }} opts
 */
export function buildStore({ out, env, reuse = false }) {
  if (reuse && existsSync(`${out}/_worker.js`)) return;
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, ASTRO_OUT_DIR: out } });
}

/**
 * A new local D1 state directory with every migration applied and the demo data seeded. Asynchronous:
 * a test file seeding its own store must not block its worker's event loop for the minute it can
 * take on a busy machine (vitest's calls between worker and runner time out after 60 s).
 * @param {{ prefix: string, env: NodeJS.ProcessEnv }} opts
 * @returns {Promise<string>} the directory (pass it to serveStore; it is removed by stop())
 */
export async function seededState({ prefix, env }) {
  const state = mkdtempSync(join(tmpdir(), prefix));
  const run = async (/** @type {string[]} */ args) => {
    const { stderr } = await promisify(execFile)('npx', args, { env, maxBuffer: 64 * 1024 * 1024 });
    if (stderr) process.stderr.write(stderr);
  };
  await run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  await run(['vite-node', 'scripts/seed/run.ts', '--', '--persist-to', state]);
  return state;
}

/**
 * Serves the build in `out` on 127.0.0.1:`port` (local workerd through Miniflare,
 * scripts/serve-built.mjs) and resolves once /api/health answers. `args` are serve-built's:
 * `--var NAME:value`, `--log-level error`.
 * @param {{ out: string, port: number, state: string, env: NodeJS.ProcessEnv, args?: string[] }} opts
 * @returns {Promise<{ base: string, log: () => string, stop: () => Promise<void> }>}
 */
export async function serveStore({ out, port, state, env, args = [] }) {
  const base = `http://127.0.0.1:${port}`;
  // a store still answering here (one being stopped, another run's) would pass the health check
  // below for this one, and every request would then go to it
  if (await answers(base)) throw new Error(`something already answers on ${base}: stop it first (await stop())`);
  const server = spawn(process.execPath, ['scripts/serve-built.mjs', '--out', out, '--port', String(port), '--state', state, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  /** Stops the server and its workerd; resolves once the port no longer answers (callers may ignore it). */
  const stop = async () => {
    signal(server, 'SIGTERM');
    rmSync(state, { recursive: true, force: true });
    const deadline = Date.now() + 15_000;
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    while ((await answers(base)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    if (await answers(base)) signal(server, 'SIGKILL');
  };

  for (const deadline = Date.now() + 90_000; ;) {
    try {
      // a time limit: a request can stall in local workerd (scripts/bench/warm-up.mjs)
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the store did not start:\n${log.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, log: () => log, stop };
}

/** Whether anything answers HTTP on `base` (any status). */
async function answers(base) {
  try {
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Signals the process group serveStore started (serve-built and its workerd). */
function signal(server, name) {
  try {
    if (server.pid) process.kill(-server.pid, name);
  } catch {
    /* already gone */
  }
}
