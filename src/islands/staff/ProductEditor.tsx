import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { ProductChangeView } from '../../lib/domain/catalogue/catalogue-edit';
import { CATALOGUE_FIELD_LABELS as LABEL } from '../../lib/domain/catalogue/catalogue-edit-messages';
import type { CategoryWithSubs } from '../../lib/domain/types';
import { useMounted } from '../hooks';
import { PackSizes } from './PackSizes';
import { ProductHistory } from './ProductHistory';
import { ProductPicture } from './ProductPicture';
import type { PackSize } from '../../lib/domain/catalogue/catalogue-packs';
import { EMPTY_FORM, fromForm, toForm, type ProductForm } from './product-form';
import { toStaffLogin } from './staff-api';
import { staffFormPost, staffGet } from '../../lib/api/staff';
import { useBusy } from '../use-busy';

interface Props {
  /** null: a new product */
  productId: number | null;
}

type Errors = Partial<Record<keyof ProductForm, string>>;

/** The manager edits one product (or adds one): prices, deal, category, veg mark, Legal Metrology. */
export default function ProductEditor({ productId }: Props) {
  const mounted = useMounted();
  const [form, setForm] = useState<ProductForm>(EMPTY_FORM);
  const [photo, setPhoto] = useState('');
  const [categories, setCategories] = useState<CategoryWithSubs[]>([]);
  const [history, setHistory] = useState<ProductChangeView[]>([]);
  const [packs, setPacks] = useState<PackSize[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  const [loaded, setLoaded] = useState(productId === null);

  const load = async () => {
    const [cats, found] = await Promise.all([
      staffGet('categoryAndsub'),
      productId === null ? null : staffGet('staff/catalogue/:id', { param: { id: String(productId) } }),
    ]);
    if (found?.httpStatus === 401) return toStaffLogin();
    setCategories(cats.status === 1 ? cats.response : []);
    if (found?.status === 1) {
      setForm(toForm(found.response.product));
      setPhoto(found.response.product.photo);
      setHistory(found.response.history);
      setPacks(found.response.packs);
    } else if (found) setNote({ ok: false, text: found.message ?? 'Product not found' });
    setLoaded(true);
  };
  useEffect(() => {
    load().catch(() => setNote({ ok: false, text: 'No connection. Please try again.' }));
  }, [productId]);

  const set = (k: keyof ProductForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setNote(null);
    void run(async () => {
      // what was typed goes as typed (a price of "abc" too): the route's validator names the field
      const body = await (productId === null
        ? staffFormPost('staff/catalogue', { json: fromForm(form) })
        : staffFormPost('staff/catalogue/:id', { param: { id: String(productId) }, json: fromForm(form) }));
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1 && body.response) {
        setNote({ ok: true, text: body.message ?? 'Product saved' });
        if (productId === null) return location.assign(`/staff/catalogue/${body.response.id}`);
        await load();
      } else {
        const next: Errors = {};
        for (const err of ('errors' in body && body.errors) || []) next[err.path as keyof ProductForm] ??= err.message;
        setErrors(next);
        setNote({ ok: false, text: body.message ?? 'Nothing was changed.' });
      }
    });
  };

  const field = (k: keyof ProductForm, input: ReactNode, hint?: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`pe-${k}`}>
        {LABEL[k]}
      </label>
      {input}
      {hint && <span className="field__hint">{hint}</span>}
      {errors[k] && (
        <span className="field__error" id={`pe-${k}-error`}>
          {errors[k]}
        </span>
      )}
    </div>
  );
  const text = (k: keyof ProductForm, extra: Record<string, string> = {}) => (
    <input
      id={`pe-${k}`}
      className="field__input"
      value={form[k]}
      onChange={set(k)}
      // what is typed before the island hydrates would be lost when it does: wait for it
      readOnly={!mounted}
      aria-invalid={errors[k] ? true : undefined}
      aria-describedby={errors[k] ? `pe-${k}-error` : undefined}
      {...extra}
    />
  );
  const money = (k: keyof ProductForm) => text(k, { inputMode: 'decimal', placeholder: '0.00' });
  const subs = categories.find((c) => String(c.id) === form.category_id)?.subcategories ?? [];

  return (
    <section aria-labelledby="pe-title">
      <div className="staff-head">
        <h1 id="pe-title">{productId === null ? 'Add a product' : form.name || 'Product'}</h1>
        <a className="staff-head__sub" href="/staff/catalogue">
          Back to the catalogue
        </a>
      </div>
      {note && (
        <p className={`salert${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'} data-testid="editor-note">
          {note.text}
        </p>
      )}
      <form className="spanel form product-form" onSubmit={onSubmit} noValidate aria-busy={!loaded}>
        <fieldset className="product-form__group">
          <legend>Product</legend>
          {field('name', text('name'))}
          {field('slug', text('slug', { autoCapitalize: 'off' }), 'Small letters, digits and hyphens; the address of its page')}
          {field('brand', text('brand'))}
          {field(
            'category_id',
            <select id="pe-category_id" className="sselect" disabled={!mounted} value={form.category_id} onChange={set('category_id')}>
              <option value="">Choose…</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'subcategory_id',
            <select
              id="pe-subcategory_id"
              className="sselect"
              disabled={!mounted}
              value={form.subcategory_id}
              onChange={set('subcategory_id')}
            >
              <option value="">None</option>
              {subs.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'veg',
            <select id="pe-veg" className="sselect" disabled={!mounted} value={form.veg} onChange={set('veg')}>
              <option value="1">Vegetarian (green dot)</option>
              <option value="0">Non-vegetarian (brown dot)</option>
              <option value="">Not a food (no mark)</option>
            </select>,
          )}
        </fieldset>
        <fieldset className="product-form__group">
          <legend>Price (₹, GST included)</legend>
          {field('mrp', money('mrp'))}
          {field('price', money('price'), 'Not above the MRP')}
          {field(
            'points',
            text('points', { inputMode: 'numeric' }),
            'What a shopper paying with reward points pays; empty on a new product: one a rupee',
          )}
        </fieldset>
        <fieldset className="product-form__group">
          <legend>Deal</legend>
          {field(
            'deal_type',
            <select id="pe-deal_type" className="sselect" disabled={!mounted} value={form.deal_type} onChange={set('deal_type')}>
              <option value="">No deal</option>
              <option value="deal_of_day">Deal of the day</option>
              <option value="flash_deal">Flash deal</option>
            </select>,
          )}
          {form.deal_type && (
            <>
              {field('deal_price', money('deal_price'), 'Below the price')}
              {field('deal_start', text('deal_start', { type: 'datetime-local' }))}
              {field('deal_end', text('deal_end', { type: 'datetime-local' }))}
              {field('deal_units', text('deal_units', { inputMode: 'numeric' }))}
              {field(
                'deal_points',
                text('deal_points', { inputMode: 'numeric' }),
                'Empty: the points price stays as it is during the deal',
              )}
            </>
          )}
        </fieldset>
        <fieldset className="product-form__group">
          <legend>On the pack (Legal Metrology)</legend>
          {field('net_quantity', text('net_quantity', { inputMode: 'decimal' }))}
          {field(
            'net_unit',
            <select id="pe-net_unit" className="sselect" disabled={!mounted} value={form.net_unit} onChange={set('net_unit')}>
              {['g', 'kg', 'ml', 'l', 'pc'].map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>,
          )}
          {field('country_of_origin', text('country_of_origin'))}
          {field('manufacturer', text('manufacturer'), 'Name, then a comma and the address with its PIN code; "Imported by …" for imports')}
          {field('generic_name', text('generic_name'))}
        </fieldset>
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy || !loaded}>
          {productId === null ? 'Add product' : 'Save changes'}
        </button>
      </form>
      {productId !== null && loaded && <ProductPicture productId={productId} photo={photo} onSaved={() => void load()} />}
      {productId !== null && loaded && <PackSizes productId={productId} packs={packs} onSaved={() => void load()} />}
      {productId !== null && <ProductHistory history={history} />}
    </section>
  );
}
