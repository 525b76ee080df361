/** Issue 32, after the door: report a problem, the morning milk run and WhatsApp updates (and the API's refusals that had no text, hi-refusals.ts), one spread in hi.ts. */
import { HI_PROBLEMS } from './hi-problems';
import { HI_SUBSCRIPTIONS } from './hi-subscriptions';
import { HI_WHATSAPP } from './hi-whatsapp';
import { HI_REFUSALS } from './hi-refusals';

export const HI_AFTER_DOOR = { ...HI_PROBLEMS, ...HI_SUBSCRIPTIONS, ...HI_WHATSAPP, ...HI_REFUSALS };
