import { formatINR } from '../../lib/domain/money/money';
import type { ProblemReportKey } from '../../lib/domain/i18n/island-keys-problems';
import type { ShopperTicket } from '../../lib/domain/orders/problem-tickets';
import { useSay } from '../texts';

const STATE_KEY = {
  open: 'problem.state.open',
  acknowledged: 'problem.state.acknowledged',
  resolved: 'problem.state.resolved',
} as const satisfies Record<ShopperTicket['state'], ProblemReportKey>;

function Outcome({ t, replacementHref }: { t: ShopperTicket; replacementHref?: (txnid: string) => string }) {
  const say = useSay<ProblemReportKey>();
  // a replacement sent as a free order: its link, and staff's note beside it
  if (t.resolution === 'replacement' && t.replacement_txnid) {
    const words = say('problem.res.replacementOrder', { txnid: t.replacement_txnid });
    return (
      <>
        {replacementHref ? (
          <a href={replacementHref(t.replacement_txnid)} data-testid="ticket-replacement">
            {words}
          </a>
        ) : (
          words
        )}
        {t.resolution_note && <> · {t.resolution_note}</>}
      </>
    );
  }
  if (t.resolution === 'refund' && t.refund_amount !== null)
    return <>{say(t.refund_method === 'cash' ? 'problem.res.refundCash' : 'problem.res.refund', { amount: formatINR(t.refund_amount) })}</>;
  if (t.resolution === 'replacement')
    return <>{t.resolution_note ? say('problem.res.replacement', { note: t.resolution_note }) : say('problem.res.replacementPlain')}</>;
  if (t.resolution === 'refused') return <>{say('problem.res.refused', { note: t.resolution_note ?? '' })}</>;
  return null;
}

/** The order's tickets as the shopper follows them: number, state, the lines reported and what was done. */
export default function TicketList({
  tickets,
  orderHref,
  replacementHref,
}: {
  tickets: ShopperTicket[];
  orderHref?: (txnid: string) => string;
  /** where a replacement's free order is read (the order page) */
  replacementHref?: (txnid: string) => string;
}) {
  const say = useSay<ProblemReportKey>();
  if (tickets.length === 0) return null;
  return (
    <ul className="problem-tickets">
      {tickets.map((t) => (
        <li key={t.ticket_no} className="problem-ticket" data-testid="problem-ticket" data-state={t.state}>
          <p className="problem-ticket__head">
            <strong data-testid="ticket-no">{say('problem.ticket', { ticket: t.ticket_no })}</strong>{' '}
            <span className={`status-badge status-badge--${t.state === 'resolved' ? 'success' : t.state === 'open' ? 'warning' : 'info'}`}>
              {say(STATE_KEY[t.state])}
            </span>
            {orderHref && <a href={orderHref(t.txnid)}>{say('problem.order', { txnid: t.txnid })}</a>}
          </p>
          <ul className="problem-ticket__lines">
            {t.lines.map((l, i) => (
              <li key={i}>
                <span lang="en">{l.name}</span>: {say(`problem.kind.${l.kind}`)} × {l.qty}
              </li>
            ))}
          </ul>
          {t.photos.length > 0 && (
            <div className="problem-ticket__photos">
              <span className="co-small">
                {t.photos.length === 1 ? say('problem.onePhoto') : say('problem.nPhotos', { n: t.photos.length })}
              </span>
              {t.photos.map((slot) => (
                <a key={slot} href={`/api/problems/${t.ticket_no}/photos/${slot}`} target="_blank" rel="noopener">
                  <img
                    src={`/api/problems/${t.ticket_no}/photos/${slot}`}
                    alt={say('problem.photoAlt', { n: slot, ticket: t.ticket_no })}
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                </a>
              ))}
            </div>
          )}
          {t.resolution && (
            <p className="problem-ticket__outcome" data-testid="ticket-outcome">
              <Outcome t={t} replacementHref={replacementHref} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
