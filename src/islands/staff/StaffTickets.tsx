import { useEffect, useState, type FormEvent } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import { orderDateTime } from '../../components/account/order-date';
import type { ProblemKind, Resolution, ShopperTicket, TicketClocks, TicketState } from '../../lib/domain/orders/problem-tickets';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffGet, staffPost } from '../../lib/api/staff';
import { useBusy } from '../use-busy';

/** What staff see of a ticket: the shopper's view of its state and refund, and the staff side's own fields. */
interface Ticket extends Pick<
  ShopperTicket,
  | 'ticket_no'
  | 'txnid'
  | 'state'
  | 'resolution'
  | 'resolution_note'
  | 'refund_amount'
  | 'refund_method'
  | 'refund_status'
  | 'created_at'
  | 'replacement_txnid'
> {
  id: number;
  /** the free order a replacement made, for its link */
  replacement_order_id: number | null;
  order_id: number;
  branch_name: string | null;
  acknowledged_by_name: string | null;
  resolved_by_name: string | null;
  month_count: number;
  photo_count: number;
  clocks: TicketClocks;
}

interface Detail extends Ticket {
  lines: { order_line_id: number; name: string; kind: ProblemKind; qty: number; note: string; delivered_qty: number }[];
  photos: number[];
  payment_method: 'cash' | 'point' | 'online';
  refund_preview: number;
}

const KIND: Record<ProblemKind, string> = {
  missing: 'Missing',
  damaged: 'Damaged',
  expired_or_near_expiry: 'Expired or near expiry',
  wrong_item: 'Wrong item',
  quality: 'Poor quality',
};
const STATE: Record<TicketState, [string, string]> = {
  open: ['Open', 'warning'],
  acknowledged: ['Acknowledged', 'info'],
  resolved: ['Resolved', 'success'],
};
/** a shopper reporting this often in a month is worth a look (issue 32: "a monthly count per customer flagged") */
const MANY_IN_A_MONTH = 3;

function Clocks({ t }: { t: Ticket }) {
  if (t.state === 'resolved') return <span>Resolved{t.resolved_by_name && ` by ${t.resolved_by_name}`}</span>;
  return (
    <span>
      {t.state === 'open' && (
        <span className={t.clocks.acknowledge_overdue ? 'sbadge sbadge--danger' : ''} data-testid="ack-clock">
          {t.clocks.acknowledge_overdue ? 'Acknowledge overdue' : 'Acknowledge by'} {orderDateTime(t.clocks.acknowledge_by)}
        </span>
      )}
      {t.state === 'open' && ' · '}
      <span className={t.clocks.resolve_overdue ? 'sbadge sbadge--danger' : ''}>
        {t.clocks.resolve_overdue ? 'Resolve overdue' : 'Resolve by'} {orderDateTime(t.clocks.resolve_by)}
      </span>
    </span>
  );
}

/** Problem tickets of the staff member's branch (the manager: every branch), with their clocks; open one to act on it. */
export default function StaffTickets() {
  const mounted = useMounted();
  const [filter, setFilter] = useState<'unresolved' | 'resolved' | ''>('unresolved');
  const [list, setList] = useState<Ticket[] | null>(null);
  const [open, setOpen] = useState<Detail | null>(null);
  const [note, setNote] = useState('');

  const load = async () => {
    const res = await staffGet('staff/tickets', { query: { state: filter || undefined } });
    if (res.httpStatus === 401) return toStaffLogin();
    setList(res.status === 1 ? res.response : []);
  };
  // the list follows the filter
  useEffect(() => void load(), [filter]);

  const show = async (id: number) => {
    const res = await staffGet('staff/tickets/:id', { param: { id: String(id) } });
    if (res.httpStatus === 401) return toStaffLogin();
    setNote('');
    setOpen(res.status === 1 ? res.response : null);
  };

  return (
    <div className="tickets">
      <div className="sfilters">
        <label>
          Show{' '}
          <select className="sselect" value={filter} onChange={(e) => setFilter(e.target.value as typeof filter)} disabled={!mounted}>
            <option value="unresolved">Not resolved</option>
            <option value="resolved">Resolved</option>
            <option value="">All</option>
          </select>
        </label>
      </div>
      {list === null ? (
        <p>Loading…</p>
      ) : list.length === 0 ? (
        <p data-testid="tickets-empty">No tickets.</p>
      ) : (
        <ul className="ticket-rows">
          {list.map((t) => (
            <li key={t.id} className="scard ticket-row" data-testid="ticket-row">
              <div className="ticket-row__head">
                <strong>{t.ticket_no}</strong> <span className={`sbadge sbadge--${STATE[t.state][1]}`}>{STATE[t.state][0]}</span>
                {t.month_count >= MANY_IN_A_MONTH && <span className="sbadge sbadge--danger">{t.month_count} this month</span>}
              </div>
              <div>
                Order <a href={`/staff/orders/${t.order_id}`}>{t.txnid}</a>
                {t.branch_name && ` · ${t.branch_name}`} · opened {orderDateTime(t.created_at)} · {t.photo_count}{' '}
                {t.photo_count === 1 ? 'photo' : 'photos'} · shopper's tickets this month: {t.month_count}
              </div>
              <div>
                <Clocks t={t} />
              </div>
              <button
                type="button"
                className="sbtn sbtn--quiet"
                onClick={() => void show(t.id)}
                disabled={!mounted}
                data-testid="ticket-open"
              >
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <TicketDetail
          t={open}
          note={note}
          onDone={async (message) => {
            setNote(message);
            await Promise.all([load(), show(open.id)]);
            setNote(message);
          }}
        />
      )}
    </div>
  );
}

function TicketDetail({ t, note, onDone }: { t: Detail; note: string; onDone: (message: string) => Promise<void> }) {
  const [resolution, setResolution] = useState<Resolution>('refund');
  const [why, setWhy] = useState('');
  const { busy, run } = useBusy(() => setError('No connection. Please try again.'));
  const [error, setError] = useState('');

  const param = { id: String(t.id) };
  const send = async (call: () => Promise<{ httpStatus: number; status: number; message?: string }>) => {
    setError('');
    void run(async () => {
      const res = await call();
      if (res.httpStatus === 401) return toStaffLogin();
      if (res.status === 1) await onDone(res.message ?? '');
      else setError(res.message ?? 'Something went wrong');
    });
  };
  const resolve = (e: FormEvent) => {
    e.preventDefault();
    void send(() => staffPost('staff/tickets/:id/resolve', { param, json: { resolution, note: why } }));
  };

  return (
    <section className="scard ticket-detail" aria-label={`Ticket ${t.ticket_no}`} data-testid="ticket-detail">
      <h2>
        {t.ticket_no} <span className={`sbadge sbadge--${STATE[t.state][1]}`}>{STATE[t.state][0]}</span>
      </h2>
      {note && (
        <p className="salert salert--info" role="status" data-testid="ticket-note">
          {note}
        </p>
      )}
      <ul className="ticket-lines">
        {t.lines.map((l) => (
          <li key={l.order_line_id} data-testid="ticket-line">
            <strong>{l.name}</strong>
            <span>
              {KIND[l.kind]} · {l.qty} of {l.delivered_qty}
            </span>
            {l.note && <span>“{l.note}”</span>}
          </li>
        ))}
      </ul>
      {t.photos.length > 0 && (
        <div className="ticket-photos">
          {t.photos.map((slot) => (
            <a key={slot} href={`/api/staff/tickets/${t.id}/photos/${slot}`} target="_blank" rel="noopener">
              <img
                src={`/api/staff/tickets/${t.id}/photos/${slot}`}
                alt={`Photo ${slot} of ${t.ticket_no}`}
                width={160}
                data-testid="ticket-photo"
              />
            </a>
          ))}
        </div>
      )}
      {t.state === 'resolved' ? (
        <p data-testid="ticket-resolution">
          {t.resolution === 'refund' &&
            `Refunded ${formatINR(t.refund_amount ?? 0)} ${t.refund_method === 'cash' ? 'in cash (hand back to the shopper)' : `online (${t.refund_status ?? 'pending'})`}`}
          {t.resolution === 'replacement' &&
            (t.replacement_order_id ? (
              <>
                Replacement sent free as order{' '}
                <a href={`/staff/orders/${t.replacement_order_id}`} data-testid="ticket-replacement-order">
                  {t.replacement_txnid}
                </a>
                {t.resolution_note && ` · ${t.resolution_note}`}
              </>
            ) : (
              `Replacement${t.resolution_note ? `: ${t.resolution_note}` : ' on the next order'}`
            ))}
          {t.resolution === 'refused' && `Refused: ${t.resolution_note ?? ''}`}
        </p>
      ) : (
        <>
          {t.state === 'open' && (
            <button
              type="button"
              className="sbtn"
              disabled={busy}
              onClick={() => void send(() => staffPost('staff/tickets/:id/acknowledge', { param }))}
              data-testid="ticket-ack"
            >
              Acknowledge
            </button>
          )}
          <form className="ticket-resolve" onSubmit={resolve}>
            <fieldset>
              <legend>Resolve</legend>
              <label>
                <input type="radio" name="resolution" checked={resolution === 'refund'} onChange={() => setResolution('refund')} /> Refund{' '}
                {formatINR(t.refund_preview)}{' '}
                {t.payment_method === 'cash'
                  ? '(cash to hand back)'
                  : t.payment_method === 'online'
                    ? '(to the payment)'
                    : '(points order: not possible)'}
              </label>
              <label>
                <input
                  type="radio"
                  name="resolution"
                  checked={resolution === 'replacement'}
                  onChange={() => setResolution('replacement')}
                />{' '}
                Replacement (a free order of these items from this branch, next free slot)
              </label>
              <label>
                <input type="radio" name="resolution" checked={resolution === 'refused'} onChange={() => setResolution('refused')} /> Refuse
              </label>
              <label>
                {resolution === 'refused' ? 'Reason (the shopper reads it)' : 'Note for the shopper (optional)'}
                <input
                  className="field__input"
                  type="text"
                  maxLength={300}
                  value={why}
                  onChange={(e) => setWhy(e.target.value)}
                  data-testid="ticket-why"
                />
              </label>
            </fieldset>
            <button type="submit" className="sbtn sbtn--primary" disabled={busy} data-testid="ticket-resolve">
              Resolve ticket
            </button>
          </form>
        </>
      )}
      {error && (
        <p className="salert salert--danger" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
