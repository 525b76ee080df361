// js-yaml comes with astro and @keystatic/core (both depend on it); only load() is used here
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
