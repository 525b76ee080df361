import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { formatINR, formatPoints } from '../../lib/domain/money';
import { orderDateTime } from '../../components/account/order-date';
import { api, PAYMENT_LABEL, toStaffLogin, type QueueAnswer, type QueueRow } from './staff-api';
import { filtersFromSearch, filtersToQuery, type QueueFilters } from './queue-filters';

interface Props {
  /** the first page, rendered on the server with the filters in the address */
  initial: QueueAnswer;
  initialFilters: QueueFilters;
  statuses: readonly string[];
  /** branches to choose from (a manager's branch filter); one or none hides the filter */
  branches: { id: number; name: string }[];
  /** riders see only their own orders: no branch or payment filters to fuss with */
  rider: boolean;
}

/** How often the queue asks for new orders while the screen is visible. */
export const POLL_MS = 15_000;
const PAGE = 50;

function total(o: QueueRow): string {
  return o.payment_method === 'point' ? `${formatPoints(o.total_points)} pts` : formatINR(o.order_total);
}

function Badge({ o }: { o: QueueRow }) {
  return <span className={`sbadge sbadge--${o.status_badge}`}>{o.order_status}</span>;
}

/**
 * The branch's order queue: filters, search, and a poll every 15 s that keeps statuses current and
 * counts orders placed since the clerk last looked (cards on a phone, a table on the counter screen).
 */
export default function OrderQueue({ initial, initialFilters, statuses, branches, rider }: Props) {
  const [filters, setFilters] = useState<QueueFilters>(initialFilters);
  const [search, setSearch] = useState(initialFilters.q);
  const [answer, setAnswer] = useState<QueueAnswer>(initial);
  const [limit, setLimit] = useState(PAGE);
  // orders placed after this moment count as new until the clerk says they have seen them
  const [seenAt, setSeenAt] = useState(initial.now);
  const [updatedAt, setUpdatedAt] = useState(initial.now);
  const [trouble, setTrouble] = useState('');
  // the filters wait for hydration: a choice made on the bare HTML would be lost
  const mounted = useMounted();
  // only the newest request's answer is shown: a poll that set out before a filter change must not
  // put the old filter's list back
  const latest = useRef(0);
  const inFlight = useRef(0);

  const load = useCallback(
    async (f: QueueFilters, since: number, count: number, poll = false) => {
      if (poll && inFlight.current > 0) return;
      const ticket = ++latest.current;
      inFlight.current++;
      try {
        const body = await api<{ status: number; message?: string; response?: QueueAnswer }>(
          `staff/orders?${filtersToQuery(f, { since, limit: count })}`,
        );
        if (ticket !== latest.current) return;
        if (body.httpStatus === 401) return toStaffLogin();
        if (body.status === 1 && body.response) {
          setAnswer(body.response);
          setUpdatedAt(body.response.now);
          setTrouble('');
        } else setTrouble(body.message ?? 'Could not load the orders.');
      } catch {
        if (ticket === latest.current) setTrouble('No connection. The list will refresh when the store answers again.');
      } finally {
        inFlight.current--;
      }
    },
    [],
  );

  // a filter change reloads at once and goes into the address bar
  const apply = (next: QueueFilters) => {
    setFilters(next);
    setLimit(PAGE);
    history.replaceState(null, '', `${location.pathname}?${filtersToQuery(next, {}, true)}`);
    void load(next, seenAt, PAGE);
  };
  const set = (key: keyof QueueFilters) => (value: string) => apply({ ...filters, [key]: value });

  useEffect(() => {
    // back/forward within the console brings its filters back
    const onPop = () => apply(filtersFromSearch(location.search));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  });

  useEffect(() => {
    const timer = setInterval(() => {
      if (!document.hidden) void load(filters, seenAt, limit, true);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [filters, seenAt, limit, load]);

  useEffect(() => {
    document.title = document.title.replace(/^\(\d+\) /, '');
    if (answer.new_count > 0) document.title = `(${answer.new_count}) ${document.title}`;
  }, [answer.new_count]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    apply({ ...filters, q: search });
  };

  const markSeen = () => {
    setSeenAt(answer.now);
    setAnswer({ ...answer, new_count: 0 });
  };

  const isNew = (o: QueueRow) => o.created_at > seenAt;
  const orders = answer.orders;

  return (
    <section aria-labelledby="queue-title">
      <div className="staff-head">
        <h1 id="queue-title">{rider ? 'My deliveries' : 'Orders'}</h1>
        <span className="staff-head__sub" data-testid="queue-total">
          {answer.total} {answer.total === 1 ? 'order' : 'orders'}
        </span>
      </div>

      <form className="queue__filters spanel" role="search" aria-label="Find orders" onSubmit={onSearch}>
        <div className="field field--wide">
          <label className="field__label" htmlFor="q-search">Order number or mobile</label>
          <input id="q-search" className="field__input" type="search" readOnly={!mounted} name="q" value={search} maxLength={40}
            placeholder="HF… or 98…" onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="q-status">Status</label>
          <select disabled={!mounted} id="q-status" className="sselect" value={filters.status} onChange={(e) => set('status')(e.target.value)}>
            <option value="open">Open orders</option>
            <option value="">Every status</option>
            {statuses.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </div>
        {!rider && (
          <div className="field">
            <label className="field__label" htmlFor="q-fulfilment">Delivery or pickup</label>
            <select disabled={!mounted} id="q-fulfilment" className="sselect" value={filters.fulfilment} onChange={(e) => set('fulfilment')(e.target.value)}>
              <option value="">Both</option>
              <option value="delivery">Home delivery</option>
              <option value="pickup">Store pickup</option>
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="q-date">Placed on</label>
          <input id="q-date" className="field__input" type="date" disabled={!mounted} value={filters.date} onChange={(e) => set('date')(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="q-slot-day">Slot day</label>
          <input id="q-slot-day" className="field__input" type="date" disabled={!mounted} value={filters.slot_day} onChange={(e) => set('slot_day')(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="q-slot-time">Slot time</label>
          <select disabled={!mounted} id="q-slot-time" className="sselect" value={filters.slot_start} onChange={(e) => set('slot_start')(e.target.value)}>
            <option value="">Any slot</option>
            {(answer.slot_times ?? []).map((t) => (
              <option key={t.start_min} value={String(t.start_min)}>{t.label}</option>
            ))}
          </select>
        </div>
        {!rider && (
          <div className="field">
            <label className="field__label" htmlFor="q-payment">Payment</label>
            <select disabled={!mounted} id="q-payment" className="sselect" value={filters.payment} onChange={(e) => set('payment')(e.target.value)}>
              <option value="">Any payment</option>
              <option value="cash">Cash on delivery</option>
              <option value="online">Online payment</option>
              <option value="point">Reward points</option>
            </select>
          </div>
        )}
        {branches.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor="q-branch">Branch</label>
            <select disabled={!mounted} id="q-branch" className="sselect" value={filters.branch_id} onChange={(e) => set('branch_id')(e.target.value)}>
              <option value="">All branches</option>
              {branches.map((b) => (
                <option key={b.id} value={String(b.id)}>{b.name}</option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="sbtn sbtn--primary" disabled={!mounted}>Search</button>
      </form>

      <div className="queue__bar">
        <p className="queue__new" aria-live="polite" data-testid="new-count">
          {answer.new_count > 0 ? `${answer.new_count} new ${answer.new_count === 1 ? 'order' : 'orders'}` : 'No new orders'}
        </p>
        {answer.new_count > 0 && (
          <button type="button" className="sbtn sbtn--quiet" onClick={markSeen}>Mark as seen</button>
        )}
        <button type="button" className="sbtn sbtn--quiet" disabled={!mounted} onClick={() => void load(filters, seenAt, limit)}>Refresh</button>
        <span className="queue__updated">Updated {orderDateTime(updatedAt).split(', ')[1]}</span>
      </div>
      {trouble && <p className="salert" role="alert">{trouble}</p>}

      {orders.length === 0 ? (
        <p className="queue__empty spanel">No orders match these filters.</p>
      ) : (
        <>
          <ul className="queue__cards" aria-label="Orders">
            {orders.map((o) => (
              <li key={o.id}>
                <a className={`ocard${isNew(o) ? ' ocard--new' : ''}`} href={`/staff/orders/${o.id}`} data-testid="order-card">
                  <span className="ocard__top">
                    <span className="ocard__no">{o.txnid}</span>
                    <Badge o={o} />
                  </span>
                  <span className="ocard__row">
                    <span><strong>{o.customer_name || 'Customer'}</strong> · {o.customer_mobile}</span>
                    <span>{orderDateTime(o.created_at)}</span>
                  </span>
                  <span className="ocard__row">
                    <span>{o.fulfilment === 'pickup' ? 'Store pickup' : 'Home delivery'}</span>
                    {o.slot_label && <span data-testid="card-slot">Slot: {o.slot_label}</span>}
                    <span>{o.item_count} {o.item_count === 1 ? 'item' : 'items'}</span>
                    <span><strong>{total(o)}</strong> · {PAYMENT_LABEL[o.payment_method] ?? o.payment_method}</span>
                    {o.branch_name && <span>{o.branch_name}</span>}
                    {o.rider_name && <span>Rider: {o.rider_name}</span>}
                  </span>
                  {isNew(o) && <span className="visually-hidden">New order</span>}
                </a>
              </li>
            ))}
          </ul>
          <table className="queue__table">
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Type</th>
                <th scope="col">Slot</th>
                <th scope="col">Payment</th>
                <th scope="col" className="num">Total</th>
                <th scope="col">Status</th>
                {branches.length > 1 && <th scope="col">Branch</th>}
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} className={isNew(o) ? 'is-new' : undefined} data-testid="order-row">
                  <td>
                    <a href={`/staff/orders/${o.id}`}>{o.txnid}</a>
                    {isNew(o) && <span className="visually-hidden"> (new)</span>}
                  </td>
                  <td>{orderDateTime(o.created_at)}</td>
                  <td>
                    {o.customer_name || 'Customer'}
                    <br />
                    {o.customer_mobile}
                  </td>
                  <td>
                    {o.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
                    {o.rider_name && (
                      <>
                        <br />
                        Rider: {o.rider_name}
                      </>
                    )}
                  </td>
                  <td data-testid="row-slot">{o.slot_label ?? '—'}</td>
                  <td>
                    {PAYMENT_LABEL[o.payment_method] ?? o.payment_method}
                    <br />
                    {o.payment_status}
                  </td>
                  <td className="num">{total(o)}</td>
                  <td><Badge o={o} /></td>
                  {branches.length > 1 && <td>{o.branch_name ?? '—'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          {answer.total > orders.length && limit < 100 && (
            <p className="queue__bar">
              <button type="button" className="sbtn" onClick={() => { const n = Math.min(limit + PAGE, 100); setLimit(n); void load(filters, seenAt, n); }}>
                Show more ({orders.length} of {answer.total})
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
