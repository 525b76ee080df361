/// <reference types="astro/client" />
type Runtime = import('@astrojs/cloudflare').Runtime<import('../functions/api/env').Env>;

declare namespace App {
  interface Locals extends Runtime {
    user: import('../functions/api/env').SessionUser | null;
    /** a first visit whose browser prefers another of our languages: offered in a banner */
    langOffer: import('./lib/domain/i18n/langs').Lang | null;
  }
}
