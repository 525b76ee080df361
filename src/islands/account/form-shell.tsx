/**
 * The shopper form islands' shell (issue 27), written once: the hook that gives a form its words,
 * its messages in the page's language, a schema check that says each field's error under it, one
 * submit at a time, and the refusal tail. (The texts wrapper is texts.tsx's withTexts.)
 * What each answer means stays with the island.
 */
import type { z } from 'zod';
import { fieldErrors } from '../../lib/domain/account/account-schemas';
import type { MessageKey } from '../../lib/domain/i18n/en';
import { showToast } from '../../stores/toast';
import { useMounted } from '../hooks';
import { useSay } from '../texts';
import { useBusy } from '../use-busy';
import { useMessages } from './tell';

/**
 * A shopper form's shell around its field state (useFormState): `setErrors` is that state's. No
 * answer at all (no connection) says the island's `generic` text unless `offline` says otherwise.
 */
export function useAccountForm<K extends MessageKey>(setErrors: (errors: Record<string, string>) => void, offline?: () => void) {
  const say = useSay<K | 'generic'>();
  const messages = useMessages();
  const { busy, run } = useBusy(offline ?? (() => showToast('warning', say('generic'))));
  // until hydrated a click would submit the bare HTML form; the buttons wait for the island
  const mounted = useMounted();

  /** A schema's verdict: its data, or undefined with every field's error said under that field. */
  const valid = <D,>(parsed: z.SafeParseReturnType<unknown, D>): D | undefined => {
    if (parsed.success) return parsed.data;
    setErrors(messages.tellAll(fieldErrors(parsed.error)));
    return undefined;
  };

  /**
   * A refusal: the server's words (or `fallback`) in a popup and, with `field`, under that field
   * until it is changed (not only in a popup gone in 2 s).
   */
  const refuse = (message: string | undefined, fallback: K | 'generic', field?: string) => {
    const text = message || say(fallback);
    showToast('warning', text);
    if (field) setErrors({ [field]: text });
  };

  return { say, ...messages, busy, run, mounted, valid, refuse };
}
