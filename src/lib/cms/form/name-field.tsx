/**
 * A name field that makes the file name (Keystatic's slug) from the name by itself: marketing
 * types "Pongal Specials" and never sees a required "Slug" box (issue 33). An existing entry keeps
 * its file name when the name is edited later (slugAfterEdit), so saving never moves a published page.
 */
import { fields } from '@keystatic/core';
import { useId } from 'react';
import { box, FieldFrame, Verdict } from './field-look';

/** "Haat's Pongal Specials 2027" → "haats-pongal-specials-2027" (as the seed names product slugs). */
export const slugFromName = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The file name after the name is typed: a new entry's follows the name; a saved entry (`own`, open
 * at /item/<slug>) keeps its file name whatever the name becomes, so saving never renames its file.
 */
export const slugAfterEdit = (slug: string, name: string, own: string | undefined) => (own ? slug : slugFromName(name));

/** The entry open in the editor, from its address (/keystatic/collection/<c>/item/<slug>). */
const openSlug = () => /\/item\/([^/]+)/.exec(globalThis.location?.pathname ?? '')?.[1];

/**
 * `taken` lists the file names already saved in the collection, so the form can say why Save is
 * refused for a name another entry has (Keystatic's own check only blocks the save).
 */
export function nameField(label: string, minLength = 1, taken: () => string[] = () => []) {
  const base = fields.slug({ name: { label, validation: { length: { min: minLength } } } });
  const words = (name: string) =>
    name.trim().length < minLength ? `Type the ${label.toLowerCase()} (at least ${minLength} letters).` : undefined;
  const sameAs = `Another entry already has this name: change the ${label.toLowerCase()} a little.`;
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      const id = useId();
      const { value, onChange } = props;
      const own = openSlug();
      const duplicate = value.slug !== own && taken().includes(value.slug);
      const verdict = props.forceValidation ? (words(value.name) ?? (duplicate ? sameAs : undefined)) : undefined;
      return (
        <FieldFrame label={label}>
          <input
            id={id}
            aria-label={label}
            style={{ ...box, width: '100%' }}
            value={value.name}
            autoFocus={props.autoFocus}
            onChange={(e) => {
              const name = e.target.value;
              onChange({ name, slug: slugAfterEdit(value.slug, name, own) });
            }}
          />
          <Verdict text={verdict} />
        </FieldFrame>
      );
    },
    validate(value: Parameters<typeof base.validate>[0], extra: Parameters<typeof base.validate>[1]) {
      const verdict = words(value.name);
      if (verdict) throw new Error(verdict);
      if (!slugFromName(value.name)) throw new Error(`Use some Latin letters or digits in the ${label.toLowerCase()}.`);
      if (extra?.slugField.slugs.has(value.slug))
        throw new Error(`Another entry already has this name: change the ${label.toLowerCase()} a little.`);
      return base.validate(value, extra);
    },
  } satisfies typeof base;
}
