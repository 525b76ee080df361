/**
 * The product picker: a search box that finds a product by any word of its English, Kannada or
 * Hindi name (product-search.ts) and lists matches with picture, price, MRP and stock at build.
 * A new row starts empty, never on the first product of the list (issue 33).
 */
import type { BasicFormField, FormFieldStoredValue } from '@keystatic/core';
import { useId, useState } from 'react';
import { pickerIndex, productBySlug, ruleProducts } from '../catalogue-options';
import { productVerdict } from '../festival-verdicts';
import { rupees, searchProducts, type PickerProduct } from '../product-search';
import { box, FieldFrame, Verdict } from './field-look';

function ProductLine({ p }: { p: PickerProduct }) {
  return (
    <span style={{ display: 'flex', gap: 10, alignItems: 'center', textAlign: 'left' }}>
      <img src={p.photo} alt="" width={40} height={40} style={{ objectFit: 'contain', background: '#f4f4f6', borderRadius: 4 }} />
      <span style={{ display: 'grid' }}>
        <span style={{ fontWeight: 600 }}>{p.name}</span>
        <span style={{ fontSize: 12, color: '#5c5c66' }}>
          {[p.kn, p.hi].filter(Boolean).join(' · ')}
          {p.kn || p.hi ? ' · ' : ''}
          {rupees(p.selling)} (MRP <s>{rupees(p.mrp)}</s>) · {p.stock} in stock at the last build
        </span>
      </span>
    </span>
  );
}

export function ProductPicker(props: { label: string; value: string; onChange(slug: string): void; verdict?: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = productBySlug.get(props.value);
  const found = searchProducts(pickerIndex, query);
  return (
    <FieldFrame label={props.label} hint="Type any word of the name, in English, Kannada or Hindi (e.g. jaggery, til, ಬೆಲ್ಲ).">
      {chosen ? (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }} data-chosen={chosen.slug}>
          <ProductLine p={chosen} />
          <button type="button" style={box} onClick={() => props.onChange('')}>
            Change
          </button>
        </div>
      ) : (
        <>
          <input
            id={id}
            aria-label={`${props.label}: search`}
            type="search"
            style={{ ...box, width: '100%' }}
            placeholder="Search products"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query.trim() ? (
            <ul role="listbox" aria-label="Matching products" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {found.length === 0 ? <li style={{ fontSize: 13 }}>No product has a word starting with “{query.trim()}”.</li> : null}
              {found.map((p) => (
                <li key={p.slug} role="option" aria-selected={false}>
                  <button
                    type="button"
                    style={{ ...box, width: '100%', background: 'white', cursor: 'pointer' }}
                    onClick={() => {
                      props.onChange(p.slug);
                      setQuery('');
                    }}
                  >
                    <ProductLine p={p} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <Verdict text={props.verdict} />
    </FieldFrame>
  );
}

const slugOf = (stored: FormFieldStoredValue) => (typeof stored === 'string' ? stored : '');

/** One product listed on the festival page, picked by name; Save refuses an empty or unknown one. */
export function productField(label: string): BasicFormField<string> {
  return {
    kind: 'form',
    label,
    Input: ({ value, onChange, forceValidation }) => (
      <ProductPicker
        label={label}
        value={value}
        onChange={onChange}
        verdict={forceValidation ? productVerdict(value, ruleProducts) : undefined}
      />
    ),
    defaultValue: () => '',
    parse: slugOf,
    serialize: (value) => ({ value: value || undefined }),
    validate(value) {
      const verdict = productVerdict(value, ruleProducts);
      if (verdict) throw new Error(verdict);
      return value;
    },
    reader: { parse: slugOf },
  };
}

export const productLabel = (slug: string) => productBySlug.get(slug)?.name ?? slug;
