/** Issue 32, after the door: report a problem, the morning milk run and WhatsApp updates (and the API's refusals that had no text, en-refusals.ts), one spread in en.ts. */
import { EN_PROBLEMS } from './en-problems';
import { EN_SUBSCRIPTIONS } from './en-subscriptions';
import { EN_WHATSAPP } from './en-whatsapp';
import { EN_REFUSALS } from './en-refusals';

export const EN_AFTER_DOOR = { ...EN_PROBLEMS, ...EN_SUBSCRIPTIONS, ...EN_WHATSAPP, ...EN_REFUSALS } as const;
