/** A text's {name} placeholders filled from params (unknown names stay as written). Light enough for islands. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
