// The layer table of the README, as eslint-plugin-boundaries elements and rules.

/** Each layer is a folder; `mode: 'full'` patterns are matched against the path from the repository root. */
export const LAYERS = [
  { type: 'page', pattern: ['src/pages/**', 'src/layouts/**', 'src/components/**', 'src/middleware.ts'], mode: 'full' },
  { type: 'door', pattern: 'src/server/**', mode: 'full' },
  { type: 'island', pattern: 'src/islands/**', mode: 'full' },
  { type: 'store', pattern: 'src/stores/**', mode: 'full' },
  { type: 'browser-api', pattern: 'src/lib/api/**', mode: 'full' },
  { type: 'domain', pattern: 'src/lib/domain/**', mode: 'full' },
  { type: 'service-worker', pattern: 'src/sw/**', mode: 'full' },
  { type: 'route', pattern: 'functions/api/routes/**', mode: 'full' },
  { type: 'service', pattern: 'functions/api/services/**', mode: 'full' },
  { type: 'db', pattern: 'functions/api/db/**', mode: 'full' },
  { type: 'provider', pattern: 'functions/api/providers/**', mode: 'full' },
  // the rest of the API (app, middleware, errors, env): last, so the folders above match first
  { type: 'api', pattern: 'functions/**', mode: 'full' },
];

const BROWSER = ['island', 'store', 'browser-api', 'domain'];
const SERVER_ONLY = ['route', 'service', 'db', 'provider'];

export const LAYER_RULES = [
  {
    from: ['page', 'door', 'island', 'store'],
    disallow: ['db', 'provider'],
    message: 'pages reach the server through src/server and services, never db/ or providers/',
  },
  {
    from: ['page'],
    disallow: ['service'],
    message: 'one door: pages call their src/server/<family>.ts module, which calls the services',
  },
  {
    from: BROWSER,
    disallow: [...SERVER_ONLY, 'door'],
    message: 'browser code and the shared rules import nothing from the API or the door',
  },
  {
    // Hono's typed client takes the app's route types (import type, erased at build), never its code
    from: BROWSER,
    disallow: ['api'],
    importKind: 'value',
    message: "browser code may take the API's types (import type), never its code",
  },
  {
    from: ['domain'],
    disallow: ['page', 'island', 'store', 'browser-api'],
    message: 'the domain is pure: it imports only other domain files',
  },
  {
    // /sw.js runs in the browser beside every page: it shares the domain's rules (the locale split), nothing else
    from: ['service-worker'],
    disallow: ['page', 'door', 'island', 'store', 'browser-api', ...SERVER_ONLY, 'api'],
    message: 'the service worker (src/sw) imports only the domain',
  },
  {
    from: ['service', 'db', 'provider'],
    disallow: ['page', 'door', 'island', 'store', 'browser-api', 'route'],
    message: 'the API below the routes imports only the domain and its own layers',
  },
];
