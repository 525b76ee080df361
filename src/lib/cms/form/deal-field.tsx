/**
 * One festival deal as one field (product, festival price, units), so Save can check the price
 * against the product's own price, shown beside it, by the build's rule (festival-verdicts.ts).
 * A clash with another festival's deal is shown as a warning: Keystatic checks one field at a
 * time, so only the build (content-rules.ts) can refuse it.
 */
import type { BasicFormField, FormFieldStoredValue } from '@keystatic/core';
import { useId, useSyncExternalStore } from 'react';
import { productBySlug, ruleProducts } from '../catalogue-options';
import { type DealRow, dealClashVerdicts, dealVerdict } from '../festival-verdicts';
import { rupees } from '../product-search';
import { editedDays, editedFestivalId, onEditedDays, savedFestivals } from './edit-session';
import { box, editorType, Verdict } from './field-look';
import { ProductPicker } from './product-picker';

/** Numbers as typed, so a half-typed price is kept and refused in words rather than lost. */
interface DealTyped {
  product: string;
  price: string;
  units: string;
}

const toRow = (v: DealTyped): DealRow => ({
  product: v.product,
  price: v.price.trim() === '' ? null : Number(v.price),
  units: v.units.trim() === '' ? null : Number(v.units),
});

export function clashWarning(product: string): string | undefined {
  const days = editedDays();
  if (!product || !days.starts || !days.ends) return undefined;
  const self = {
    id: editedFestivalId() ?? '(this festival)',
    name: 'this festival',
    status: 'published' as const,
    starts: days.starts,
    ends: days.ends,
    deals: [{ product }],
  };
  const clashes = dealClashVerdicts(self, savedFestivals(), ruleProducts);
  return clashes.length ? `${clashes.join(' ')} The build will refuse this until one is changed.` : undefined;
}

function DealInput(props: { value: DealTyped; onChange(v: DealTyped): void; forceValidation: boolean }) {
  const id = useId();
  const { value, onChange } = props;
  useSyncExternalStore(onEditedDays, editedDays, editedDays);
  const product = productBySlug.get(value.product);
  const verdict = dealVerdict(toRow(value), ruleProducts);
  // the price is judged as soon as it is typed; a missing part only when Save is pressed
  const shown = props.forceValidation || (value.product && value.price.trim()) ? verdict : undefined;
  return (
    <div style={{ display: 'grid', gap: 12, fontFamily: editorType }}>
      <ProductPicker label="Product on deal" value={value.product} onChange={(product) => onChange({ ...value, product })} />
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'end' }}>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-price`} style={{ fontSize: 14 }}>
            Deal price (₹, GST included)
          </label>
          <input
            id={`${id}-price`}
            style={{ ...box, width: 120 }}
            inputMode="decimal"
            value={value.price}
            aria-invalid={shown ? true : undefined}
            onChange={(e) => onChange({ ...value, price: e.target.value })}
          />
        </div>
        <span style={{ fontSize: 13, color: '#5c5c66', paddingBottom: 8 }} data-product-price>
          {product
            ? `Its price now: ${rupees(product.selling)} (MRP ${rupees(product.mrp)}). The deal price must be lower.`
            : 'Pick the product to see its price.'}
        </span>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-units`} style={{ fontSize: 14 }}>
            Units at the deal price
          </label>
          <input
            id={`${id}-units`}
            style={{ ...box, width: 100 }}
            inputMode="numeric"
            value={value.units}
            onChange={(e) => onChange({ ...value, units: e.target.value })}
          />
        </div>
      </div>
      <Verdict text={shown} />
      <Verdict text={clashWarning(value.product)} tone="warning" />
    </div>
  );
}

const num = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');

export function dealField(): BasicFormField<DealTyped, DealTyped, DealRow> {
  const parse = (stored: FormFieldStoredValue): DealTyped => {
    const d = (stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}) as Record<string, unknown>;
    return { product: typeof d.product === 'string' ? d.product : '', price: num(d.price), units: num(d.units) };
  };
  return {
    kind: 'form',
    label: 'Festival deal',
    Input: (props) => <DealInput {...props} />,
    defaultValue: () => ({ product: '', price: '', units: '50' }),
    parse,
    serialize(v) {
      const row = toRow(v);
      return { value: { product: row.product, price: row.price ?? v.price, units: row.units ?? v.units } };
    },
    validate(v) {
      const verdict = dealVerdict(toRow(v), ruleProducts);
      if (verdict) throw new Error(verdict);
      return v;
    },
    reader: { parse: (stored) => toRow(parse(stored)) },
  };
}

export const dealLabel = (v: DealTyped) => `${productBySlug.get(v.product)?.name ?? 'New deal'}${v.price ? ` at ₹${v.price}` : ''}`;
