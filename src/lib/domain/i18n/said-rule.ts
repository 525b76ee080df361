/**
 * A schema rule's own message as a said message (issue 27 item 4): the schemas are shared by the
 * browser forms and the API, so a rule writes a catalogue key, never English, and each side says
 * it in its reader's language. A counted message ("At most {max} characters") takes its number
 * from the bound zod already carries on the issue, so the rule states the number once.
 * Type-only zod import: an island parsing a schema already carries zod; this adds none.
 */
import type { ZodIssue } from 'zod';

/** The params a counted rule's text can use: zod's own bound ({max}, {min}) or a custom issue's params. */
function paramsOf(issue: ZodIssue): Record<string, string | number> | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'custom' && issue.params) return issue.params as Record<string, string | number>;
  return undefined;
}

/** A rule's message: its catalogue key and the params its text takes. */
export interface RuleSaid {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * The rule's key (issue.message, as the schema wrote it) and the params its text takes. Every
 * schema rule writes a catalogue key; zod's own texts are retold by the API (shop-words.ts).
 */
export function ruleSaid(issue: ZodIssue): RuleSaid {
  const params = paramsOf(issue);
  return params ? { key: issue.message, params } : { key: issue.message };
}
