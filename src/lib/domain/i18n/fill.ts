/** A catalogue text with its {name} placeholders filled from params; unknown names stay as written. */
export function fill(text: string, params?: Record<string, string | number>): string {
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
}

const shapes = new Map<string, { re: RegExp; names: string[] }>();

/**
 * fill() backwards: the params that make `template` read `text`, or null when it is another
 * sentence ("At most {max} characters" and "At most 50 characters" give { max: '50' }).
 */
export function unfill(template: string, text: string): Record<string, string> | null {
  let shape = shapes.get(template);
  if (!shape) {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(m[1]!);
        return '(.+?)';
      })
      .join('');
    shape = { re: new RegExp(`^${source}$`, 's'), names };
    shapes.set(template, shape);
  }
  const m = shape.re.exec(text);
  return m ? Object.fromEntries(shape.names.map((n, i) => [n, m[i + 1]!])) : null;
}
