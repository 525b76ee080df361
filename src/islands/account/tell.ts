import { fill } from '../../lib/domain/i18n/fill';
import type { MessageKey } from '../../lib/domain/i18n/en';
import type { RuleSaid } from '../../lib/domain/i18n/said-rule';
import { useTexts } from '../texts';

/**
 * The account forms' schema messages in the page's language. A schema rule says a catalogue key
 * with its params (i18n/said-rule.ts), looked up in the texts the page passed; a rule still
 * written as words outside the catalogue shows as written. The server's refusals come already said
 * in the shopper's language and are shown as they came.
 * - tell(rule): one field's rule, told;
 * - tellAll(errors): every field error of a form, told;
 * - is(rule, key): whether a field's rule is the one a key names.
 */
export function useMessages() {
  const texts = useTexts();
  const tell = (rule: RuleSaid): string => {
    const text = texts[rule.key as MessageKey];
    return text ? fill(text, rule.params) : rule.key;
  };
  const tellAll = (errors: Record<string, RuleSaid>): Record<string, string> =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, tell(v)]));
  const is = (rule: RuleSaid | undefined, key: MessageKey): boolean => rule?.key === key;
  return { tell, tellAll, is };
}
