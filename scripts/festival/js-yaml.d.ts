// js-yaml comes with astro and @keystatic/core (both depend on it); load() is used here, and the
// save-keeper test dumps an entry the way Keystatic's Save does (dump, CORE_SCHEMA)
declare module 'js-yaml' {
  export const CORE_SCHEMA: object;
  export function load(text: string, options?: { schema?: object }): unknown;
  export function dump(value: unknown): string;
}
