/**
 * The store's one refund promise (issue 34), as the refund policy states it
 * (src/content/policies/refund.md and its Kannada and Hindi copies): unopened, undamaged packs come
 * back within RETURN_DAYS of delivery; damaged, expired or wrong items are always refunded or
 * replaced; perishables are checked at the door. The home's benefit strip and the FAQ say it from
 * here; tests/unit/i18n-promises.test.ts holds the policy pages to the same number of days. (The
 * strip used to say "Refundable if undamaged" while the FAQ said "damaged → refund" and 48 hours.)
 */
export const RETURN_DAYS = 7;
