import type { APIRoute } from 'astro';
import { festivalSchedule } from '../../components/festival/festival-schedule';
import { pageLang } from '../../components/page-lang';
import { type FestivalSchedule, festivalPageDay } from '../../components/festival/schedule';
import { pageMoment } from '../../server/preview';
import { PRIVATE_NO_STORE } from '../../lib/domain/cache-control';

/**
 * /festival: the pre-rendered page for today's Indian day (src/pages/festival/on/[day].astro, src/pages/[lang]/festival/on/[day].astro), so a
 * festival goes live or drops off at midnight IST without a rebuild. Both files are static assets;
 * this only picks one. Under `astro dev` (npm run cms) there are no built assets: it redirects to the
 * day's page, rendered on demand. With a preview link's pass it serves the page of the pass's day.
 */
export const prerender = false;

export const GET: APIRoute = async (context) => {
  const assets = (context.locals as Partial<App.Locals>).runtime?.env?.ASSETS as Fetcher | undefined;
  // /kn/festival is this route in Kannada: its copy is /kn/festival/on/<day>
  const { lang, href } = pageLang(context);
  // a preview link (?preview=<pass>, docs/editor-guide.md) shows the page as on the pass's day: the same
  // choice of pre-rendered day as today's, with the pass's moment as "now"
  const moment = await pageMoment(context, lang);
  if ('refused' in moment) return moment.refused;
  const pass = moment.preview ? `?preview=${encodeURIComponent(context.url.searchParams.get('preview') ?? '')}` : '';
  // The editor's preview (npm run cms: astro dev with KEYSTATIC=1) shows the files being edited, never an
  // older build's copies that the dev server's ASSETS binding may still serve; without built copies, the
  // day's page is rendered on demand too. (import.meta.env.DEV is not used: it read true in e2e builds, see astro.config.mjs.)
  const editing = process.env.KEYSTATIC === '1';
  const scheduleRes = assets && !editing ? await assets.fetch(new URL('/festival/on/schedule.json', context.url)) : null;
  if (!assets || !scheduleRes?.ok) {
    // Astro refuses to rewrite an on-demand route to a pre-rendered one, so the preview redirects
    const day = festivalPageDay(await festivalSchedule(), moment.now);
    return context.redirect(`${href(`/festival/on/${day}`)}${pass}`, 302);
  }
  const schedule = (await scheduleRes.json()) as FestivalSchedule;
  const page = await assets.fetch(new URL(href(`/festival/on/${festivalPageDay(schedule, moment.now)}`), context.url));
  const headers = new Headers(page.headers);
  // the page changes at the next midnight IST: browsers and caches keep it briefly; a preview, never
  headers.set('Cache-Control', moment.preview ? PRIVATE_NO_STORE : 'public, max-age=300');
  return new Response(page.body, { status: page.status, headers });
};
