import { Fragment } from 'react';
import { formatINR, formatPoints } from '../../lib/domain/money/money';
import { orderDateTime } from '../../components/account/order-date';
import { PAYMENT_LABEL, type QueueRow } from './staff-api';

function total(o: QueueRow): string {
  return o.payment_method === 'point' ? `${formatPoints(o.total_points)} pts` : formatINR(o.order_total);
}

function Badge({ o }: { o: QueueRow }) {
  return <span className={`sbadge sbadge--${o.status_badge}`}>{o.order_status}</span>;
}

interface Props {
  orders: QueueRow[];
  /** orders placed after the clerk last looked are marked new */
  isNew: (o: QueueRow) => boolean;
  /** more than one branch to show: the table gets a branch column */
  manyBranches: boolean;
  /** sorted by slot: each slot's orders under its own heading, the day's packing order */
  bySlot: boolean;
}

/** The slot heading that goes before this order, when it starts a new slot's group. */
function groupBefore(orders: QueueRow[], i: number, bySlot: boolean): string | null {
  if (!bySlot) return null;
  const label = orders[i]!.slot_label ?? 'No slot';
  return i === 0 || (orders[i - 1]!.slot_label ?? 'No slot') !== label ? label : null;
}

/** The queue's orders twice over: cards on a phone, a table on the counter screen (CSS picks one). */
export function QueueList({ orders, isNew, manyBranches, bySlot }: Props) {
  const columns = manyBranches ? 9 : 8;
  return (
    <>
      <ul className="queue__cards" aria-label="Orders">
        {orders.map((o, i) => (
          <Fragment key={o.id}>
            {groupBefore(orders, i, bySlot) && (
              <li className="queue__group" data-testid="slot-group">
                <h2>{groupBefore(orders, i, bySlot)}</h2>
              </li>
            )}
            <li>
              <a className={`ocard${isNew(o) ? ' ocard--new' : ''}`} href={`/staff/orders/${o.id}`} data-testid="order-card">
                <span className="ocard__top">
                  <span className="ocard__no">{o.txnid}</span>
                  <Badge o={o} />
                </span>
                <span className="ocard__row">
                  <span>
                    <strong>{o.customer_name || 'Customer'}</strong> · {o.customer_mobile}
                  </span>
                  <span>{orderDateTime(o.created_at)}</span>
                </span>
                <span className="ocard__row">
                  <span>{o.fulfilment === 'pickup' ? 'Store pickup' : 'Home delivery'}</span>
                  {o.slot_label && <span data-testid="card-slot">Slot: {o.slot_label}</span>}
                  <span>
                    {o.item_count} {o.item_count === 1 ? 'item' : 'items'}
                  </span>
                  <span>
                    <strong>{total(o)}</strong> · {PAYMENT_LABEL[o.payment_method] ?? o.payment_method}
                  </span>
                  {o.branch_name && <span>{o.branch_name}</span>}
                  {o.rider_name && <span>Rider: {o.rider_name}</span>}
                </span>
                {isNew(o) && <span className="visually-hidden">New order</span>}
              </a>
            </li>
          </Fragment>
        ))}
      </ul>
      <table className="queue__table">
        <caption className="visually-hidden">{bySlot ? 'Orders by slot' : 'Orders, newest first'}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Type</th>
            <th scope="col">Slot</th>
            <th scope="col">Payment</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Status</th>
            {manyBranches && <th scope="col">Branch</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((o, i) => (
            <Fragment key={o.id}>
              {groupBefore(orders, i, bySlot) && (
                <tr className="queue__group-row">
                  <th scope="colgroup" colSpan={columns}>
                    {groupBefore(orders, i, bySlot)}
                  </th>
                </tr>
              )}
              <tr className={isNew(o) ? 'is-new' : undefined} data-testid="order-row">
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
                <td>
                  <Badge o={o} />
                </td>
                {manyBranches && <td>{o.branch_name ?? '—'}</td>}
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </>
  );
}
