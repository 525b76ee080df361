/** Issue 32, after the door: report a problem, the morning milk run and WhatsApp updates, one spread in en.ts. */
import { EN_PROBLEMS } from './en-problems';
import { EN_SUBSCRIPTIONS } from './en-subscriptions';
import { EN_WHATSAPP } from './en-whatsapp';

export const EN_AFTER_DOOR = { ...EN_PROBLEMS, ...EN_SUBSCRIPTIONS, ...EN_WHATSAPP } as const;
