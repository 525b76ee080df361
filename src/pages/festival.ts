import type { APIRoute } from 'astro';
import { festivalSchedule } from '../components/festival/festival-schedule';
import { localePath } from '../lib/domain/i18n/langs';
import { type FestivalSchedule, festivalPageDay } from '../components/festival/schedule';

/**
 * /festival: the pre-rendered page for today's Indian day (src/pages/festival/on/[day].astro), so a
 * festival goes live or drops off at midnight IST without a rebuild. Both files are static assets;
 * this only picks one. Under `astro dev` (npm run cms) there are no built assets: it redirects to the
 * day's page, rendered on demand.
 */
export const prerender = false;

export const GET: APIRoute = async (context) => {
  const assets = (context.locals as Partial<App.Locals>).runtime?.env?.ASSETS as Fetcher | undefined;
  // The editor's preview (npm run cms: astro dev with KEYSTATIC=1) shows the files being edited, never an
  // older build's copies that the dev server's ASSETS binding may still serve; without built copies, the
  // day's page is rendered on demand too. (import.meta.env.DEV read true in the e2e build, so it is not used.)
  const editing = process.env.KEYSTATIC === '1';
  const scheduleRes = assets && !editing ? await assets.fetch(new URL('/festival/on/schedule.json', context.url)) : null;
  if (!assets || !scheduleRes?.ok) {
    // Astro refuses to rewrite an on-demand route to a pre-rendered one, so the preview redirects
    return context.redirect(`/festival/on/${festivalPageDay(await festivalSchedule(), Date.now())}`, 302);
  }
  const schedule = (await scheduleRes.json()) as FestivalSchedule;
  // /kn/festival is this route with Astro.locals.lang set (src/middleware.ts): its copy is /kn/festival/on/<day>
  const lang = (context.locals as Partial<App.Locals>).lang ?? 'en';
  const page = await assets.fetch(new URL(localePath(lang, `/festival/on/${festivalPageDay(schedule, Date.now())}`), context.url));
  const headers = new Headers(page.headers);
  // the page changes at the next midnight IST: browsers and caches keep it briefly
  headers.set('Cache-Control', 'public, max-age=300');
  return new Response(page.body, { status: page.status, headers });
};
