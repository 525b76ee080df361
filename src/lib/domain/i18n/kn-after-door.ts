/** Issue 32, after the door: report a problem and the morning milk run, one spread in kn.ts. */
import { KN_PROBLEMS } from './kn-problems';
import { KN_SUBSCRIPTIONS } from './kn-subscriptions';

export const KN_AFTER_DOOR = { ...KN_PROBLEMS, ...KN_SUBSCRIPTIONS };
