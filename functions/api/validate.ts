import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodSchema } from 'zod';
import { say } from './lang';
import { shopMessage } from './shop-words';

/**
 * zValidator with one 400 shape for every route: { status: 0, message, errors }.
 * message is the first problem in words a shopper can act on, never zod's own text (shop-words.ts).
 */
export function validate<T extends ZodSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      // in the shopper's language here, where the answer is made (issue 19)
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: say(c, shopMessage(i)) }));
      return c.json({ status: 0 as const, message: issues[0]?.message ?? say(c, 'Invalid request'), errors: issues }, 400);
    }
  });
}
