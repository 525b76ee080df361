import { useEffect, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { formatINR } from '../../lib/domain/money/money';
import type { PackingSheetLine as PackingLine, PackMark } from '../../lib/domain/orders/packing';
import { toStaffLogin } from './staff-api';
import { staffGet, staffPost, staffPut } from '../../lib/api/staff';
import SubstitutePicker from './SubstitutePicker';
import { LEAVING, useBusy } from '../use-busy';
import { StaleNotice } from './list-parts';

interface Props {
  orderId: number;
  lines: PackingLine[];
  /** the shopper's number, for lines whose choice is "Call me" */
  customerMobile: string;
}

type Mark = 'picked' | 'short' | 'weighed' | 'substituted';
interface LineState {
  mark: Mark;
  packed: string;
  grams: string;
}

const CHOICE: Record<PackingLine['if_missing'], string> = { call: 'Call me', replace: 'Replace with similar', skip: 'Skip' };

/**
 * The clerk's packing sheet on a phone: each line picked as ordered, short (how many went in) or
 * weighed (grams, within the tolerance the API gives) or, where the shopper chose "Replace with
 * similar", substituted (SubstitutePicker.tsx), then one "Finish packing" that moves the
 * order to Packed with the money following the bag (docs/packing.md). "Save for later" keeps the
 * lines marked so far on the server (any clerk opening the order gets them back); once saved,
 * Finish waits until every line is marked. The server re-checks every mark; a refusal is shown as
 * it says it, and a clerk who was beaten to it gets the fresh view.
 */
export default function PackingForm({ orderId, lines: placed, customerMobile }: Props) {
  const mounted = useMounted();
  // the sheet as the server last said it: a substitute's state changes with the shopper's answer
  const [lines, setLines] = useState(placed);
  const [state, setState] = useState<Record<number, LineState>>(() =>
    Object.fromEntries(
      placed.map((l) => [
        l.line_id,
        { mark: (l.substitute ? 'substituted' : 'picked') as Mark, packed: String(l.qty), grams: String(l.weight?.ordered ?? '') },
      ]),
    ),
  );
  // Finish packing waits while a shopper is still being asked about a substitute going in
  const waiting = lines.some((l) => state[l.line_id]?.mark === 'substituted' && l.substitute?.state === 'proposed');
  const { busy, run } = useBusy(() => setError('No connection. Nothing was saved; please try again.'));
  const [error, setError] = useState('');
  const [stale, setStale] = useState('');
  // packing saved part-way: the version read and the lines the clerk has marked
  const [version, setVersion] = useState(0);
  // a line whose substitute is already chosen counts as marked
  const [marked, setMarked] = useState<ReadonlySet<number>>(() => new Set(placed.filter((l) => l.substitute).map((l) => l.line_id)));
  const [saved, setSaved] = useState('');
  const unmarked = version > 0 ? lines.filter((l) => !marked.has(l.line_id)).length : 0;

  useEffect(() => {
    void staffGet('staff/orders/:id/packing/progress', { param: { id: String(orderId) } })
      .then((body) => {
        if (body.status !== 1 || body.response.version === 0) return;
        const p = body.response;
        setVersion(p.version);
        setMarked(new Set(p.marks.map((m) => m.line_id)));
        setState((old) => {
          const next = { ...old };
          for (const m of p.marks) {
            const was = next[m.line_id];
            if (!was) continue;
            next[m.line_id] = {
              mark: m.mark,
              packed: m.mark === 'short' ? String(m.packed_qty) : was.packed,
              grams: m.mark === 'weighed' ? String(m.grams) : was.grams,
            };
          }
          return next;
        });
      })
      .catch(() => undefined);
  }, [orderId]);

  const set = (id: number, patch: Partial<LineState>) => {
    setState((s) => ({ ...s, [id]: { ...s[id]!, ...patch } }));
    setMarked((m) => (m.has(id) ? m : new Set([...m, id])));
  };

  const markLine = (l: PackingLine, mark: Mark) =>
    // the shopper said "Skip": a short line goes to 0, nothing partial
    set(l.line_id, mark === 'short' && l.if_missing === 'skip' ? { mark, packed: '0' } : { mark });

  // after a save, a line nobody marked yet shows no mark, so that choosing "Picked" marks it
  const shows = (id: number, mark: Mark, radio: Mark) => mark === radio && (version === 0 || marked.has(id));

  const markOf = (l: PackingLine): PackMark => {
    const s = state[l.line_id]!;
    if (s.mark === 'short') return { line_id: l.line_id, mark: 'short', packed_qty: Number(s.packed) };
    if (s.mark === 'weighed') return { line_id: l.line_id, mark: 'weighed', grams: Number(s.grams) };
    if (s.mark === 'substituted') return { line_id: l.line_id, mark: 'substituted' };
    return { line_id: l.line_id, mark: 'picked' };
  };

  const saveForLater = async () => {
    setError('');
    setSaved('');
    void run(async () => {
      const body = await staffPut('staff/orders/:id/packing/progress', {
        param: { id: String(orderId) },
        json: { version, lines: lines.filter((l) => marked.has(l.line_id)).map(markOf) },
      });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) {
        setVersion(body.response.version);
        setSaved(`Saved: ${marked.size} of ${lines.length} lines marked.`);
      } else if (body.httpStatus === 409) setStale(body.message ?? 'Another clerk saved this packing first.');
      else setError(body.message ?? 'The packing could not be saved.');
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const marks = lines.map(markOf);
    void run(
      async () => {
        const body = await staffPost('staff/orders/:id/pack', {
          param: { id: String(orderId) },
          json: { from: 'Confirmed', lines: marks },
        });
        if (body.httpStatus === 401) return toStaffLogin();
        if (body.status === 1) {
          location.reload();
          return LEAVING;
        }
        if (body.httpStatus === 409) setStale(body.message ?? 'Someone else finished packing this order first.');
        else setError(body.message ?? 'The packing could not be saved.');
      },
      () => setError('No connection. Nothing was changed; please try again.'),
    );
  };

  if (stale) {
    return <StaleNotice text={stale} testId="packed-elsewhere" />;
  }

  return (
    <form className="packing" onSubmit={submit} noValidate data-testid="packing-form">
      {lines.map((l) => {
        const s = state[l.line_id]!;
        const name = `mark-${l.line_id}`;
        return (
          <fieldset key={l.line_id} className="packing__line" data-testid={`pack-line-${l.line_id}`}>
            <legend className="packing__name">
              {l.name} <span className="packing__qty">× {l.qty}</span>
            </legend>
            <p className="packing__choice">
              If out of stock: <strong>{CHOICE[l.if_missing]}</strong>
              {l.if_missing === 'call' && customerMobile && (
                <>
                  {' '}
                  · <a href={`tel:+91${customerMobile}`}>call {customerMobile}</a>
                </>
              )}
            </p>
            <div className="packing__marks" role="radiogroup" aria-label={`How ${l.name} was packed`}>
              <label>
                <input type="radio" name={name} checked={shows(l.line_id, s.mark, 'picked')} onChange={() => markLine(l, 'picked')} />{' '}
                Picked
              </label>
              <label>
                <input type="radio" name={name} checked={shows(l.line_id, s.mark, 'short')} onChange={() => markLine(l, 'short')} /> Short
              </label>
              {l.weight && (
                <label>
                  <input type="radio" name={name} checked={shows(l.line_id, s.mark, 'weighed')} onChange={() => markLine(l, 'weighed')} />{' '}
                  Weighed
                </label>
              )}
              {l.if_missing === 'replace' && (
                <label>
                  <input
                    type="radio"
                    name={name}
                    checked={shows(l.line_id, s.mark, 'substituted')}
                    onChange={() => markLine(l, 'substituted')}
                  />{' '}
                  Substituted
                </label>
              )}
            </div>
            {s.mark === 'substituted' && <SubstitutePicker orderId={orderId} line={l} onSheet={setLines} />}
            {s.mark === 'short' && (
              <label className="packing__input">
                Packed (0–{l.qty})
                <input
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.qty}
                  value={s.packed}
                  disabled={l.if_missing === 'skip'}
                  onChange={(e) => set(l.line_id, { packed: e.target.value })}
                />
              </label>
            )}
            {s.mark === 'weighed' && l.weight && (
              <label className="packing__input">
                Weight in grams ({l.weight.min}–{l.weight.max})
                <input
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={l.weight.min}
                  max={l.weight.max}
                  value={s.grams}
                  onChange={(e) => set(l.line_id, { grams: e.target.value })}
                />
              </label>
            )}
            <p className="packing__price">{formatINR(l.unit_price)} each</p>
          </fieldset>
        );
      })}
      {error && (
        <p className="salert" role="alert">
          {error}
        </p>
      )}
      {waiting && (
        <p className="packing__waiting" data-testid="packing-waiting">
          Finish packing waits for the shopper&apos;s answer about a substitute, or the end of their time to answer.
        </p>
      )}
      {saved && (
        <p className="actions__msg" role="status" data-testid="packing-saved">
          {saved}
        </p>
      )}
      {unmarked > 0 && (
        <p className="packing__waiting" data-testid="packing-unmarked">
          Mark every line to finish packing: {unmarked} not marked yet.
        </p>
      )}
      <p className="packing__buttons">
        <button type="button" className="sbtn" disabled={!mounted || busy || marked.size === 0} onClick={() => void saveForLater()}>
          Save for later
        </button>{' '}
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy || waiting || unmarked > 0}>
          {busy ? 'Saving…' : 'Finish packing'}
        </button>
      </p>
    </form>
  );
}
