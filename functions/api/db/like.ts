/** Escapes LIKE wildcards so a shopper's or a clerk's text matches literally (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
