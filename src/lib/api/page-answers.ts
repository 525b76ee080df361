/**
 * The answers of the routes the page scripts (src/components) read with a bare fetch, typed from the
 * routes through the typed core. Types only: these scripts ride on the catalogue pages, whose JS
 * budget has no room for the islands' caller (client.ts), and some need fetch's own options
 * (an AbortSignal for the search box, keepalive and no cookie for the vitals beacon).
 */
import type { AnswerOf, Api, BodyOf, RefusalBody } from './typed-core';

interface Gets {
  festivalPrices: Api['festivalPrices']['$get'];
  'pincode/:code': Api['pincode'][':code']['$get'];
  suggest: Api['suggest']['$get'];
  'notification/count': Api['notification']['count']['$get'];
  rewardpoints: Api['rewardpoints']['$get'];
}

/** What a GET of the route answers, read with `await res.json()`: the route's own answer or a refusal. */
export type PageAnswer<P extends keyof Gets> = AnswerOf<Gets[P]> | RefusalBody;

/** The vitals beacon's body, as POST /api/vitals validates it. */
export type VitalsBeacon = BodyOf<Api['vitals']['$post']>;
