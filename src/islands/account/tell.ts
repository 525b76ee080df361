import { ACCOUNT_COUNTED_MSG, ACCOUNT_MSG } from '../../lib/domain/account/account-messages';
import { fill, unfill } from '../../lib/domain/i18n/fill';
import type { MessageKey } from '../../lib/domain/i18n/en';
import { MSG } from '../../lib/domain/messages';
import { PRIVACY_MSG } from '../../lib/domain/account/privacy-messages';
import { useTexts } from '../texts';

/**
 * The catalogue key of a message the account forms get in English: a schema's field error, a SPEC
 * §8 text, or an API answer the server left in English (success messages). The zod schemas are
 * shared with the API, so their words stay English there and are looked up here; a message with a
 * number in it ("At most 50 characters") comes with the number to put back.
 */
function keyOf(english: string): { key: MessageKey; params?: Record<string, string> } | undefined {
  for (const [k, v] of Object.entries(ACCOUNT_MSG)) if (v === english) return { key: `acct.msg.${k}` as MessageKey };
  for (const [k, v] of Object.entries(PRIVACY_MSG)) if (v === english) return { key: `acct.privacy.${k}` as MessageKey };
  for (const [k, v] of Object.entries(MSG)) if (v === english) return { key: k as MessageKey };
  for (const [k, v] of Object.entries(ACCOUNT_COUNTED_MSG)) {
    const params = unfill(v, english);
    if (params) return { key: `acct.msg.${k}` as MessageKey, params };
  }
  return undefined;
}

/**
 * The account forms' messages in the page's language:
 * - tell(message): the message in the page's language when the page passed its text; otherwise as
 *   it came (a refusal the server already said in the shopper's language, or one with a name in it);
 * - tellAll(errors): every field error of a form, told;
 * - is(message, key): whether a message is the one a key names, in English or the page's language
 *   (the server says its refusals in the shopper's language).
 */
export function useMessages() {
  const texts = useTexts();
  const tell = (message: string | undefined): string => {
    if (!message) return '';
    const known = keyOf(message);
    const text = known && texts[known.key];
    return text ? fill(text, known.params) : message;
  };
  const tellAll = (errors: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, tell(v)]));
  const is = (message: string | undefined, key: MessageKey): boolean =>
    message !== undefined && (keyOf(message)?.key === key || texts[key] === message);
  return { tell, tellAll, is };
}
