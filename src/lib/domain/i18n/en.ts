/**
 * The message keys: every key of messages/en.json, the English catalogue and the source of the keys
 * (kn.json and hi.json hold the same keys; tests/unit/i18n-catalogue.test.ts holds them to it).
 * Paraglide compiles the three files to functions (npm run messages → src/paraglide); t.ts says them.
 */
import type EN from '../../../../messages/en.json';

export type MessageKey = Exclude<keyof typeof EN, '$schema'>;

export type Catalogue = Record<MessageKey, string>;
