import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMounted } from '../hooks';
import { orderDateTime } from '../../components/account/order-date';
import { toStaffLogin, type QueueAnswer, type QueueRow } from './staff-api';
import { staffFormGet } from '../../lib/api/staff';
import { QueueFilterForm } from './QueueFilterForm';
import { QueueList } from './QueueList';
import { announceNewOrders } from './new-order-alert';
import { filtersAsked, filtersFromSearch, filtersToQuery, type QueueFilters } from './queue-filters';

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

/** The slot (and a manager's branch) the combined pick list is for, from the queue's filters. */
function pickListQuery(f: QueueFilters): string {
  const q = new URLSearchParams({ slot_day: f.slot_day, slot_start: f.slot_start });
  if (f.branch_id) q.set('branch_id', f.branch_id);
  return q.toString();
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

  const load = useCallback(async (f: QueueFilters, since: number, count: number, poll = false) => {
    if (poll && inFlight.current > 0) return;
    const ticket = ++latest.current;
    inFlight.current++;
    try {
      const body = await staffFormGet('staff/orders', { query: { ...filtersAsked(f), since, limit: count } });
      if (ticket !== latest.current) return;
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) {
        setAnswer(body.response);
        setUpdatedAt(body.response.now);
        setTrouble('');
      } else setTrouble(body.message ?? 'Could not load the orders.');
    } catch {
      if (ticket === latest.current) setTrouble('No connection. The list will refresh when the store answers again.');
    } finally {
      inFlight.current--;
    }
  }, []);

  // a filter change reloads at once and goes into the address bar
  const apply = (next: QueueFilters) => {
    setFilters(next);
    setLimit(PAGE);
    history.replaceState(null, '', `${location.pathname}?${filtersToQuery(next)}`);
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

  // the chime sounds when the count of new orders grows, not on every poll that repeats it
  const announced = useRef(initial.new_count);
  useEffect(() => {
    document.title = document.title.replace(/^\(\d+\) /, '');
    if (answer.new_count > 0) document.title = `(${answer.new_count}) ${document.title}`;
    if (answer.new_count > announced.current) announceNewOrders();
    announced.current = answer.new_count;
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

      <QueueFilterForm
        filters={filters}
        search={search}
        setSearch={setSearch}
        onSearch={onSearch}
        set={set}
        mounted={mounted}
        statuses={statuses}
        branches={branches}
        rider={rider}
        slotTimes={answer.slot_times}
      />

      <div className="queue__bar">
        <p className="queue__new" aria-live="polite" data-testid="new-count">
          {answer.new_count > 0 ? `${answer.new_count} new ${answer.new_count === 1 ? 'order' : 'orders'}` : 'No new orders'}
        </p>
        {answer.new_count > 0 && (
          <button type="button" className="sbtn sbtn--quiet" onClick={markSeen}>
            Mark as seen
          </button>
        )}
        <button type="button" className="sbtn sbtn--quiet" disabled={!mounted} onClick={() => void load(filters, seenAt, limit)}>
          Refresh
        </button>
        {!rider && filters.slot_day && filters.slot_start && (
          <a className="sbtn" href={`/staff/pick-list?${pickListQuery(filters)}`} data-testid="slot-pick-list">
            Pick list for this slot
          </a>
        )}
        <span className="queue__updated">Updated {orderDateTime(updatedAt).split(', ')[1]}</span>
      </div>
      {trouble && (
        <p className="salert" role="alert">
          {trouble}
        </p>
      )}

      {orders.length === 0 ? (
        <p className="queue__empty spanel">No orders match these filters.</p>
      ) : (
        <>
          <QueueList orders={orders} isNew={isNew} manyBranches={branches.length > 1} bySlot={filters.sort === 'slot'} />
          {answer.total > orders.length && limit < 100 && (
            <p className="queue__bar">
              <button
                type="button"
                className="sbtn"
                onClick={() => {
                  const n = Math.min(limit + PAGE, 100);
                  setLimit(n);
                  void load(filters, seenAt, n);
                }}
              >
                Show more ({orders.length} of {answer.total})
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
