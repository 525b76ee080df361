import type { ProductChangeView } from '../../lib/domain/catalogue/catalogue-edit';
import { formatINR } from '../../lib/domain/money/money';
import { mediaUrl } from '../../components/product-links';

const MONEY = new Set(['price', 'mrp', 'deal_price']);
const TIME = new Set(['deal_start', 'deal_end']);
const SOURCE = { console: 'in the editor', new: 'added the product', csv: 'by CSV of prices' } as const;
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY.has(field) && typeof value === 'number') return formatINR(value);
  if (TIME.has(field) && typeof value === 'number') return when.format(value);
  return String(value);
}

/** A picture change shows the two pictures, not their storage addresses. */
function picture(value: unknown, alt: string) {
  return typeof value === 'string' && value ? (
    <img className="history-picture" src={mediaUrl(value)} alt={alt} width="40" height="40" />
  ) : (
    '—'
  );
}

/** Who changed what and when, newest first: the audit rows of this product. */
export function ProductHistory({ history }: { history: ProductChangeView[] }) {
  return (
    <section className="spanel" aria-labelledby="ph-title">
      <h2 id="ph-title">Change history</h2>
      {history.length === 0 ? (
        <p className="field__hint">No changes yet.</p>
      ) : (
        <ol className="product-history" data-testid="product-history">
          {history.map((h) => (
            <li key={h.id}>
              <strong>{when.format(h.at)}</strong> · {h.staff_name} · {SOURCE[h.source]}
              <ul>
                {h.fields.map((f) => (
                  <li key={f.field}>
                    {f.label}:{' '}
                    {f.field === 'photo' ? (
                      <>
                        {picture(f.before, 'the picture before')} → {picture(f.after, 'the new picture')}
                      </>
                    ) : h.source === 'new' ? (
                      shown(f.field, f.after)
                    ) : (
                      `${shown(f.field, f.before)} → ${shown(f.field, f.after)}`
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
