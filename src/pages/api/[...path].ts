import type { APIRoute } from 'astro';
import { app } from '../../../functions/api/app';

export const prerender = false;

/** The one door to the Hono API: every /api/* request, any method. */
export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, locals.runtime.env, locals.runtime.ctx);
