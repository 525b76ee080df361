/** Issue 32, after the door: report a problem and the morning milk run, one spread in en.ts. */
import { EN_PROBLEMS } from './en-problems';
import { EN_SUBSCRIPTIONS } from './en-subscriptions';

export const EN_AFTER_DOOR = { ...EN_PROBLEMS, ...EN_SUBSCRIPTIONS } as const;
