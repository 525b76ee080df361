import { useState, type FormEvent } from 'react';
import { ordersGet, ordersPost } from '../lib/api/orders';
import type { ProblemReportKey } from '../lib/domain/i18n/island-keys-problems';
import { MAX_PHOTOS, PROBLEM_KINDS, type OrderProblems, type ProblemKind } from '../lib/domain/orders/problem-tickets';
import { useMounted } from './hooks';
import { resizeProblemPhoto, uploadProblemPhoto } from './problems/resize';
import TicketList from './problems/TicketList';
import { useSay, type IslandTexts, withTexts } from './texts';
import { useBusy } from './use-busy';

interface Props {
  txnid: string;
  /** what the page read from the server: the window, the lines, the tickets so far */
  problems: OrderProblems;
  /** "You can report a problem with this delivery until …", dated on the server in the page's language */
  until: string;
  /** the order page's path in the page's language, with {txnid}: a replacement order's link */
  orderPath: string;
  text: IslandTexts<ProblemReportKey>;
}

interface Pick {
  on: boolean;
  kind: ProblemKind;
  qty: number;
  note: string;
}

/**
 * "Report a problem" on a delivered order's page (issue 32): per line what is wrong, how many and a
 * note, with up to three photos resized in the browser; then the ticket number at once, and the
 * tickets' states below. The server decides everything again (window, quantities, one ticket per line).
 */
export default withTexts<Props>(Report);

function Report({ txnid, problems, until, orderPath }: Omit<Props, 'text'>) {
  const say = useSay<ProblemReportKey>();
  const mounted = useMounted();
  const [now, setNow] = useState<OrderProblems>(problems);
  const tickets = now.tickets;
  const open = now.window.open;
  const free = now.lines.filter((l) => l.delivered_qty > 0 && !l.ticket_no);
  const [showForm, setShowForm] = useState(false);
  const [picks, setPicks] = useState<Record<number, Pick>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const { busy, run } = useBusy(() => setError(say('problem.offline')));
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const pick = (id: number): Pick => picks[id] ?? { on: false, kind: 'damaged', qty: 1, note: '' };
  const change = (id: number, p: Partial<Pick>) => setPicks((all) => ({ ...all, [id]: { ...pick(id), ...p } }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = free
      .filter((l) => pick(l.id).on)
      .map((l) => ({ line_id: l.id, kind: pick(l.id).kind, qty: pick(l.id).qty, note: pick(l.id).note.trim() || undefined }));
    if (lines.length === 0) return setError(say('problem.pickOne'));
    setError('');
    void run(async () => {
      const res = await ordersPost('order/:txnid/problems', { param: { txnid }, json: { lines } });
      if (res.status !== 1) {
        setError(res.message ?? '');
        return;
      }
      const ticket = res.response;
      const failed: string[] = [];
      for (const file of photos.slice(0, MAX_PHOTOS)) {
        try {
          const sent = await uploadProblemPhoto(ticket.ticket_no, await resizeProblemPhoto(file));
          if (!sent.ok) failed.push(sent.message);
        } catch {
          failed.push(file.name);
        }
      }
      const fresh = await ordersGet('order/:txnid/problems', { param: { txnid } });
      setNow(
        fresh.status === 1
          ? fresh.response
          : { ...now, tickets: [ticket, ...tickets], lines: now.lines.filter((l) => !lines.some((x) => x.line_id === l.id)) },
      );
      setNote([res.message, ...failed.map((f) => say('problem.photoFailed', { reason: f }))].join(' '));
      setShowForm(false);
      setPicks({});
      setPhotos([]);
    });
  };

  if (!open && tickets.length === 0) return null;
  return (
    <section className="card problem-report" aria-labelledby="problem-title" data-testid="problem-report">
      <h2 id="problem-title" className="co-card__title">
        {say('problem.title')}
      </h2>
      {note && (
        <p className="done-note" role="status" data-testid="problem-ack">
          {note}
        </p>
      )}
      <TicketList tickets={tickets} replacementHref={(id) => orderPath.replace('{txnid}', encodeURIComponent(id))} />
      {open && free.length > 0 && !showForm && (
        <>
          <p className="co-small">{until}</p>
          <button type="button" className="btn btn--ghost" disabled={!mounted} onClick={() => setShowForm(true)} data-testid="problem-open">
            {say('problem.title')}
          </button>
        </>
      )}
      {open && showForm && (
        <form className="problem-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          {free.map((l) => {
            const p = pick(l.id);
            return (
              <fieldset key={l.id} className="problem-form__line" data-testid="problem-line">
                <legend className="problem-form__name" lang="en">
                  {l.name}
                </legend>
                <label className="problem-form__check">
                  <input
                    type="checkbox"
                    checked={p.on}
                    onChange={(e) => change(l.id, { on: e.target.checked })}
                    data-testid="problem-pick"
                  />{' '}
                  {say('problem.pick')}
                </label>
                {p.on && (
                  <div className="problem-form__fields">
                    <label>
                      {say('problem.kind')}
                      <select
                        value={p.kind}
                        onChange={(e) => change(l.id, { kind: e.target.value as ProblemKind })}
                        data-testid="problem-kind"
                      >
                        {PROBLEM_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {say(`problem.kind.${k}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      {say('problem.qty', { qty: l.delivered_qty })}
                      <input
                        type="number"
                        min={1}
                        max={l.delivered_qty}
                        value={p.qty}
                        onChange={(e) => change(l.id, { qty: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
                        data-testid="problem-qty"
                      />
                    </label>
                    <label>
                      {say('problem.note')}
                      <input type="text" maxLength={300} value={p.note} onChange={(e) => change(l.id, { note: e.target.value })} />
                    </label>
                  </div>
                )}
              </fieldset>
            );
          })}
          <label className="problem-form__photos">
            {say('problem.photos')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(e) => setPhotos(Array.from(e.target.files ?? []).slice(0, MAX_PHOTOS))}
              data-testid="problem-photos"
            />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="problem-form__actions">
            <button type="submit" className="btn btn--primary" disabled={busy} data-testid="problem-send">
              {busy ? say('problem.sending') : say('problem.send')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setShowForm(false)}>
              {say('problem.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
