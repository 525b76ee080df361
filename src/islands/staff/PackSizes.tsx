import { useEffect, useState, type FormEvent } from 'react';
import type { PackSize } from '../../lib/domain/catalogue/catalogue-packs';
import { MAX_PACKS } from '../../lib/domain/catalogue/catalogue-packs';
import { rupeeCell } from '../../lib/domain/catalogue/price-csv';
import { useMounted } from '../hooks';
import { rupees } from './product-form';
import { toStaffLogin } from './staff-api';
import { staffFormPost } from '../../lib/api/staff';
import { useBusy } from '../use-busy';

type Pack = PackSize & { id?: number };
/** A pack as its inputs hold it: rupees and points as typed. */
type Row = { id?: number; name: string; mrp: string; price: string; points: string };

const toRow = (p: Pack): Row => ({ id: p.id, name: p.name, mrp: rupees(p.mrp), price: rupees(p.price), points: String(p.points) });
/** An amount the server refuses by name when it is not one (as product-form.ts sends them). */
const paise = (v: string): number | string => rupeeCell(v) ?? v;
const whole = (v: string): number | string => (v.trim() === '' || Number.isNaN(Number(v)) ? v : Number(v));

/**
 * A product's pack sizes (issue 28): each pack's name, MRP, price and points price, and "Add a pack
 * size"; saved as one list (POST /api/staff/catalogue/:id/packs), whose rules are the shop's
 * (domain/catalogue/catalogue-packs.ts). A pack is never removed here: count it to 0 at the branches.
 */
export function PackSizes({ productId, packs, onSaved }: { productId: number; packs: Pack[]; onSaved: () => void }) {
  const mounted = useMounted();
  const [rows, setRows] = useState<Row[]>(packs.map(toRow));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  useEffect(() => setRows(packs.map(toRow)), [packs]);

  const set = (i: number, k: keyof Row) => (e: { target: { value: string } }) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: e.target.value } : r)));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setNote(null);
    void run(async () => {
      const body = await staffFormPost('staff/catalogue/:id/packs', {
        param: { id: String(productId) },
        json: {
          packs: rows.map((r) => ({
            ...(r.id === undefined ? {} : { id: r.id }),
            name: r.name,
            mrp: paise(r.mrp),
            price: paise(r.price),
            points: whole(r.points),
          })),
        },
      });
      if (body.httpStatus === 401) return toStaffLogin();
      setNote({ ok: body.status === 1, text: body.message ?? '' });
      if (body.status === 1) onSaved();
      else setErrors(Object.fromEntries((body.errors ?? []).map((err) => [err.path, err.message])));
    });
  };

  const input = (i: number, k: Exclude<keyof Row, 'id'>, label: string, extra: Record<string, string> = {}) => {
    const path = `packs.${i}.${k}`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={`pk-${i}-${k}`}>
          {label}
        </label>
        <input
          id={`pk-${i}-${k}`}
          className="field__input"
          value={rows[i]![k]}
          onChange={set(i, k)}
          readOnly={!mounted}
          aria-invalid={errors[path] ? true : undefined}
          aria-describedby={errors[path] ? `pk-${i}-${k}-error` : undefined}
          {...extra}
        />
        {errors[path] && (
          <span className="field__error" id={`pk-${i}-${k}-error`}>
            {errors[path]}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="spanel form product-form pack-sizes" onSubmit={onSubmit} noValidate aria-labelledby="pk-title">
      <h2 id="pk-title">Pack sizes</h2>
      <p className="field__hint">
        Name each pack by its size (500 g, 1 kg, 2 x 500 g, 6 pcs). A new pack has no stock until the branches count it in; a pack the store
        stops selling is counted to 0, never removed.
      </p>
      {note && (
        <p className={`salert${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'} data-testid="packs-note">
          {note.text}
        </p>
      )}
      {errors.packs && <p className="field__error">{errors.packs}</p>}
      {rows.map((r, i) => (
        <fieldset className="product-form__group" key={r.id ?? `new-${i}`} data-testid="pack-row">
          <legend>{r.name.trim() || 'New pack'}</legend>
          {input(i, 'name', 'Pack name', { autoCapitalize: 'off' })}
          {input(i, 'mrp', 'MRP (₹)', { inputMode: 'decimal', placeholder: '0.00' })}
          {input(i, 'price', 'Price (₹)', { inputMode: 'decimal', placeholder: '0.00' })}
          {input(i, 'points', 'Points price', { inputMode: 'numeric' })}
        </fieldset>
      ))}
      <div className="pack-sizes__actions">
        <button
          type="button"
          className="sbtn"
          disabled={!mounted || rows.length >= MAX_PACKS}
          onClick={() => setRows((rs) => [...rs, { name: '', mrp: '', price: '', points: '' }])}
        >
          Add a pack size
        </button>
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
          Save pack sizes
        </button>
      </div>
    </form>
  );
}
