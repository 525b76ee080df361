import type { APIRoute } from 'astro';
import { app } from '../../../functions/api/app';

export const prerender = false;

/**
 * The Hono API under `astro dev` (npm run cms). A built store never reaches this page: its Worker
 * entry (src/worker.ts) hands /api/* to Hono before Astro's router.
 */
export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, locals.runtime.env, locals.runtime.ctx);
