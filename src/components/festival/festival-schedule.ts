/** The build's /festival schedule from the published festival files (build time, or astro dev). */
import { getCollection } from 'astro:content';
import { type FestivalSchedule, festivalBuildTime, festivalSwitchDays } from './schedule';
import { indiaDay } from '../../lib/domain/money/india-time';

export async function festivalSchedule(): Promise<FestivalSchedule> {
  const preview = process.env.FESTIVAL_PREVIEW_DAY;
  const builtAt = festivalBuildTime(preview, Date.now());
  const published = (await getCollection('festivals', (e) => e.data.status === 'published')).map((e) => e.data);
  return { built: indiaDay(builtAt), switches: festivalSwitchDays(published, builtAt), preview: Boolean(preview) };
}
