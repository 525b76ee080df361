import { useEffect } from 'react';
import { formatINR } from '../../lib/domain/money/money';
import { orderDateTime } from '../../components/account/order-date';
import { ListState, Trouble, useStaffList } from './list-parts';
import { staffGet, type StaffGetSuccess } from '../../lib/api/staff';

type Attempt = StaffGetSuccess<'staff/payment-attempts'>['response'][number];

const LABEL = { failed: 'Payment failed', refund_due: 'Paid, no order: refund due', refunded: 'Paid, no order: refunded' } as const;
const BADGE = { failed: 'danger', refund_due: 'warning', refunded: 'success' } as const;

/** The manager's list of online payments that never became an order, newest first. */
export default function FailedPayments() {
  const { items: list, trouble, load } = useStaffList<Attempt>('Could not load the payments.');
  useEffect(() => {
    void load(() => staffGet('staff/payment-attempts'));
  }, []);

  return (
    <section aria-labelledby="pay-title">
      <div className="staff-head">
        <h1 id="pay-title">Failed online payments</h1>
        <span className="staff-head__sub">The last 100 that did not become an order</span>
      </div>
      <Trouble text={trouble} />
      <ListState items={list} loading="Loading…" empty="No failed payments." quietOnTrouble trouble={trouble}>
        {(list) => (
          <ul className="queue__cards queue__cards--always">
            {list.map((a) => (
              <li key={a.id} className="ocard">
                <span className="ocard__top">
                  <span className="ocard__no">{a.provider_order_id}</span>
                  <span className={`sbadge sbadge--${BADGE[a.status]}`}>{LABEL[a.status]}</span>
                </span>
                <span className="ocard__row">
                  <span>
                    <strong>{formatINR(a.amount)}</strong>
                  </span>
                  <span>{orderDateTime(a.created_at)}</span>
                  {a.customer_mobile && (
                    <span>
                      {a.customer_name || 'Customer'} · {a.customer_mobile}
                    </span>
                  )}
                  {a.payment_id && <span>Payment {a.payment_id}</span>}
                </span>
                {a.failure_reason && <span className="ocard__row">Reason: {a.failure_reason}</span>}
                {a.refunded_at && <span className="ocard__row">Refunded {orderDateTime(a.refunded_at)}</span>}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
