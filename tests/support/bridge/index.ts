/**
 * The local bindings (D1, R2) of wrangler.toml for tests, reached through the bridge Worker
 * (bridge-worker.js) inside workerd with asynchronous exchanges only: the face the API test runners
 * (tests/support/worker.ts) build their `env` from. Bindings and compatibility come from
 * wrangler.toml as wrangler reads it (its own readConfig → Miniflare options).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Miniflare, WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { bridgedD1, type BridgeSend } from './d1';

export { watchQueries } from './d1';
import { bridgedR2 } from './r2';

const BRIDGE_SCRIPT = fileURLToPath(new URL('./bridge-worker.js', import.meta.url));
/** The host the bridge answers on, inside the Miniflare a Node-run API test starts. */
export const BRIDGE_HOST = 'bridge.test';

/** wrangler.toml's Worker options for Miniflare: bindings, vars, compatibility (no assets: tests build none). */
function wranglerWorkerOptions() {
  read ??= unstable_getMiniflareWorkerOptions({ ...unstable_readConfig({ config: 'wrangler.toml' }), assets: undefined }).workerOptions;
  return read;
}
let read: ReturnType<typeof unstable_getMiniflareWorkerOptions>['workerOptions'] | undefined;

/** The bridge as one Worker of a Miniflare, with wrangler.toml's D1 and R2 bindings. */
export function bridgeWorker(): WorkerOptions {
  const { compatibilityDate, compatibilityFlags, d1Databases, r2Buckets } = wranglerWorkerOptions();
  return {
    name: 'bridge',
    modules: true,
    scriptPath: BRIDGE_SCRIPT,
    routes: [`${BRIDGE_HOST}/*`],
    compatibilityDate,
    compatibilityFlags,
    d1Databases,
    r2Buckets,
  } as WorkerOptions;
}

/** Where a copy of the seeded state keeps D1 and R2 (the layout `--persist-to` writes). */
export function persistIn(dir: string) {
  return { d1Persist: join(dir, 'v3', 'd1'), r2Persist: join(dir, 'v3', 'r2') };
}

/** DB, the R2 buckets and wrangler.toml's vars, each query an asynchronous call to the bridge. */
export function bridgedBindings(mf: Miniflare): Record<string, unknown> {
  const options = wranglerWorkerOptions();
  const fetchBridge = async (path: string, init?: RequestInit) =>
    (await mf.dispatchFetch(`https://${BRIDGE_HOST}${path}`, init as never)) as unknown as Response;
  const send: BridgeSend = async (ask) => {
    const res = await fetchBridge('/d1', { method: 'POST', body: JSON.stringify(ask) });
    const answer = (await res.json()) as { result: unknown; bookmark: string | null; error?: { message: string } };
    if (answer.error) throw new Error(answer.error.message);
    return answer;
  };
  const buckets = Object.keys(options.r2Buckets ?? {}).map((name) => [name, bridgedR2(fetchBridge, name)]);
  return { ...(options.bindings ?? {}), DB: bridgedD1(send), ...Object.fromEntries(buckets) };
}
