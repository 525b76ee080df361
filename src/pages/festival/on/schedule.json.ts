import type { APIRoute } from 'astro';
import { festivalSchedule } from '../../../components/festival/festival-schedule';

/** The days /festival/on/[day] was built for, read by /festival (src/pages/festival.ts) per request. */
export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await festivalSchedule()), { headers: { 'content-type': 'application/json' } });
