/**
 * A zod schema (zod 3) in a few words for the staff API's reference: "text, 10 characters",
 * "whole number 0–1439", "one of `delivery`, `pickup`". Only the kinds the routes use are named;
 * any other is said by its zod name, so a new kind shows up in the reference instead of vanishing.
 */
import type { ZodTypeAny } from 'zod';

type Def = { typeName: string; [k: string]: any };
const defOf = (s: ZodTypeAny): Def => (s as unknown as { _def: Def })._def;

function checks(def: Def): Record<string, any> {
  return Object.fromEntries(
    ((def.checks ?? []) as { kind: string; value?: unknown; regex?: RegExp }[]).map((c) => [c.kind, c.value ?? c.regex ?? true]),
  );
}

function range(min: unknown, max: unknown, unit = ''): string {
  if (min !== undefined && max !== undefined) return min === max ? ` ${min}${unit}` : ` ${min}–${max}${unit}`;
  if (min !== undefined) return ` at least ${min}${unit}`;
  if (max !== undefined) return ` at most ${max}${unit}`;
  return '';
}

/** The schema's kind and limits, without optionality (fieldWords says that). */
export function schemaWords(schema: ZodTypeAny): string {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodString': {
      const c = checks(def);
      const size = c.length !== undefined ? ` ${c.length} characters` : range(c.min, c.max, ' characters');
      return `text${size ? ',' + size : ''}${c.regex ? ` matching \`${c.regex.source}\`` : ''}`;
    }
    case 'ZodNumber': {
      const c = checks(def);
      const above = def.checks?.some((k: { kind: string; inclusive?: boolean }) => k.kind === 'min' && k.inclusive === false);
      const max = c.max === Number.MAX_SAFE_INTEGER ? undefined : c.max;
      const limits = above ? ` above ${c.min}${max === undefined ? '' : `, at most ${max}`}` : range(c.min, max);
      return `${c.int ? 'whole number' : 'number'}${limits}${def.coerce ? ' (sent as text)' : ''}`;
    }
    case 'ZodBoolean':
      return 'true or false';
    case 'ZodLiteral':
      return `\`${JSON.stringify(def.value)}\``;
    case 'ZodEnum':
      return `one of ${(def.values as string[]).map((v) => `\`${v}\``).join(', ')}`;
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return (def.options as ZodTypeAny[]).map(schemaWords).join(' or ');
    case 'ZodOptional':
      return schemaWords(def.innerType);
    case 'ZodNullable':
      return `${schemaWords(def.innerType)} or null`;
    case 'ZodDefault':
      return `${schemaWords(def.innerType)} (default ${JSON.stringify(def.defaultValue())})`;
    case 'ZodEffects':
      return schemaWords(def.schema);
    case 'ZodPipeline':
      return schemaWords(def.in);
    case 'ZodArray':
      return `list of ${schemaWords(def.type)}${range(def.minLength?.value, def.maxLength?.value, ' items').replace(/^ /, ', ')}`;
    case 'ZodObject':
      return 'object';
    default:
      return def.typeName.replace(/^Zod/, '').toLowerCase();
  }
}

const isOptional = (schema: ZodTypeAny): boolean => {
  const def = defOf(schema);
  if (def.typeName === 'ZodOptional' || def.typeName === 'ZodDefault') return true;
  if (def.typeName === 'ZodEffects') return isOptional(def.schema);
  return false;
};

/** The object inside a schema (through refinements, optional and array wrappers), if any. */
function objectIn(schema: ZodTypeAny): ZodTypeAny | null {
  const def = defOf(schema);
  if (def.typeName === 'ZodObject') return schema;
  const inner = def.innerType ?? def.schema ?? def.in ?? (def.typeName === 'ZodArray' ? def.type : undefined);
  return inner ? objectIn(inner) : null;
}

/** Markdown bullets, one per field, nested for objects inside objects and lists. */
export function fieldLines(schema: ZodTypeAny, indent = ''): string[] {
  const object = objectIn(schema);
  if (!object) return [`${indent}- ${schemaWords(schema)}`];
  const shape = (defOf(object).shape as () => Record<string, ZodTypeAny>)();
  return Object.entries(shape).flatMap(([name, field]) => {
    const nested =
      defOf(field).typeName !== 'ZodObject' && objectIn(field) ? objectIn(field) : defOf(field).typeName === 'ZodObject' ? field : null;
    const line = `${indent}- \`${name}\`: ${schemaWords(field)}${isOptional(field) ? ', optional' : ''}`;
    return nested ? [line, ...fieldLines(nested, indent + '  ')] : [line];
  });
}
