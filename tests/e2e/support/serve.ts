import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Builds the store (unless E2E_SKIP_BUILD=1), migrates and seeds a private local D1, and serves it
 * with wrangler dev exactly as `npm start` does, on its own port.
 */
export default async function serve(project: TestProject) {
  // vitest sets NODE_ENV=test, which would make astro build ship React's development build
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CI: '1', NODE_ENV: 'production' };
  const run = (args: string[]) => execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  // ASTRO_OUT_DIR lets parallel work trees build and serve side by side (default: dist, as npm start)
  const out = process.env.ASTRO_OUT_DIR || 'dist';
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(`${out}/_worker.js`)) {
    execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  }
  const state = mkdtempSync(join(tmpdir(), 'haat-e2e-'));
  run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  run(['vite-node', 'scripts/seed/run.ts', '--', '--persist-to', state]);

  const server: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', ...(out === 'dist' ? [] : [`${out}/_worker.js/index.js`, '--assets', out]), '--port', String(PORT), '--inspector-port', String(PORT + 1000), '--ip', '127.0.0.1', '--persist-to', state, '--var', 'ENVIRONMENT:development', '--show-interactive-dev-session=false'],
    { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));

  const base = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`wrangler dev did not start:\n${log.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseURL', base);
  project.provide('stateDir', state);

  return () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(state, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
  }
}
