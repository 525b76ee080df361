/** Issue 32, after the door: report a problem and the morning milk run, one spread in hi.ts. */
import { HI_PROBLEMS } from './hi-problems';
import { HI_SUBSCRIPTIONS } from './hi-subscriptions';

export const HI_AFTER_DOOR = { ...HI_PROBLEMS, ...HI_SUBSCRIPTIONS };
