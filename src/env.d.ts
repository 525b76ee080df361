/// <reference types="astro/client" />
type Runtime = import('@astrojs/cloudflare').Runtime<import('../functions/api/env').Env>;

declare namespace App {
  interface Locals extends Runtime {
    user: import('../functions/api/env').SessionUser | null;
  }
}
