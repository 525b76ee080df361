/** Issue 32, after the door: report a problem, the morning milk run and WhatsApp updates (and the API's refusals that had no text, kn-refusals.ts), one spread in kn.ts. */
import { KN_PROBLEMS } from './kn-problems';
import { KN_SUBSCRIPTIONS } from './kn-subscriptions';
import { KN_WHATSAPP } from './kn-whatsapp';
import { KN_REFUSALS } from './kn-refusals';

export const KN_AFTER_DOOR = { ...KN_PROBLEMS, ...KN_SUBSCRIPTIONS, ...KN_WHATSAPP, ...KN_REFUSALS };
