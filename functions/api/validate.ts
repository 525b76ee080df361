import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodSchema } from 'zod';
import { say, sayRule } from './lang';
import { said } from '../../src/lib/domain/i18n/said';
import { shopMessage } from './shop-words';

/**
 * zValidator with one 400 shape for every route: { status: 0, message, errors }.
 * message is the first problem in words a shopper can act on, never zod's own text (shop-words.ts).
 */
export function validate<T extends ZodSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const check = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      // in the shopper's language here, where the answer is made (issue 19)
      const issues = result.error.issues.map((i) => {
        return { path: i.path.join('.'), ...sayRule(c, shopMessage(i)) };
      });
      return c.json(
        {
          status: 0 as const,
          code: issues[0]?.code,
          message: issues[0]?.message ?? say(c, said('srv.form.invalidRequest')),
          errors: issues,
        },
        400,
      );
    }
  });
  // the check names what it validates: the staff API's reference is made from the schemas (scripts/docs/staff-api.ts)
  return Object.assign(check, { validates: { target, schema } });
}
