/**
 * Serves a built store (Astro's Worker and its assets) on local workerd through Miniflare, with
 * wrangler.toml's bindings as wrangler reads them and a given D1/R2 state directory: what the e2e
 * suite and the bench (scripts/local-store.mjs) run against.
 *
 * Why not `wrangler dev` there: its dev ProxyWorker reaches the Worker over a pooled connection
 * that kj closes after 5 s idle, and a request written at that instant died as "Your worker
 * restarted mid-request" (workers-sdk#15252, capnproto#2785); the suite once patched wrangler to
 * resend. Here requests enter workerd's own entry socket and reach the Worker in-process, so there
 * is no such hop. `npm start` keeps `wrangler dev`, for its reloads and its console.
 *
 *   node scripts/serve-built.mjs --out dist --port 8799 --state /tmp/x [--var NAME:value …] [--log-level error]
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    state: { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: 'info' },
  },
});
if (!values.port || !values.state) throw new Error('serve-built: --port and --state are needed');

const out = resolve(values.out);
const config = unstable_readConfig({ config: 'wrangler.toml' });
const main = join(out, '_worker.js', 'index.js');
const { workerOptions } = unstable_getMiniflareWorkerOptions({
  ...config,
  main,
  assets: config.assets && { ...config.assets, directory: out },
});
const LEVELS = { error: LogLevel.ERROR, warn: LogLevel.WARN, info: LogLevel.INFO, debug: LogLevel.DEBUG };
const vars = Object.fromEntries(values.var.map((v) => [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)]));

const mf = new Miniflare({
  ...workerOptions,
  name: config.name,
  modulesRoot: join(out, '_worker.js'),
  modules: workerModules(join(out, '_worker.js'), main),
  bindings: { ...workerOptions.bindings, ...vars },
  host: '127.0.0.1',
  port: Number(values.port),
  // no request.cf from Cloudflare's API: the store runs offline here
  cf: false,
  d1Persist: join(values.state, 'v3', 'd1'),
  r2Persist: join(values.state, 'v3', 'r2'),
  log: new Log(LEVELS[values['log-level'] ?? 'info'] ?? LogLevel.INFO),
});
const url = await mf.ready;
console.log(`serve-built: ${out} on ${url}`);

const stop = async () => {
  await mf.dispose();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

/**
 * Every module of the built Worker, the entry first. Astro's Worker loads its pages with computed
 * import() specifiers, which Miniflare cannot follow from the entry, so all files are named.
 * @param {string} root
 * @param {string} entry
 */
function workerModules(root, entry) {
  const TYPES = { js: 'ESModule', mjs: 'ESModule', wasm: 'CompiledWasm', txt: 'Text', html: 'Text', bin: 'Data' };
  const typeOf = (/** @type {string} */ path) => TYPES[/** @type {keyof TYPES} */ (path.split('.').pop() ?? '')];
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name))
    .filter((path) => path !== entry && typeOf(path) !== undefined);
  return [entry, ...files].map((path) => ({ type: typeOf(path), path }));
}
