import type { APIRoute } from 'astro';
import { isLang, LANG_COOKIE, switchTarget } from '../lib/domain/i18n/langs';
import { safeReturn } from '../lib/domain/account/safe-return';
import { PRIVATE_NO_STORE } from '../lib/domain/cache-control';

/**
 * The language switch: a plain link (/lang?to=kn&next=/product-details-one/x) that remembers the
 * choice in a cookie and goes back to the same page in that language. No JavaScript needed.
 */
export const prerender = false;

const YEAR = 60 * 60 * 24 * 365;

export const GET: APIRoute = ({ url }) => {
  const to = url.searchParams.get('to');
  const next = url.searchParams.get('next');
  if (!isLang(to)) return new Response(null, { status: 302, headers: { Location: safeReturn(next), 'Cache-Control': PRIVATE_NO_STORE } });
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 302,
    headers: {
      // the same page in that language, judged by the one safe-return rule after the prefix is on
      Location: switchTarget(next, to),
      'Set-Cookie': `${LANG_COOKIE}=${to}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`,
      'Cache-Control': PRIVATE_NO_STORE,
    },
  });
};
