import type { ProblemReportKey } from '../../lib/domain/i18n/island-keys-problems';
import type { ShopperTicket } from '../../lib/domain/orders/problem-tickets';
import { TextsProvider, type IslandTexts } from '../texts';
import TicketList from './TicketList';

/** "My problem reports": every ticket of the shopper with its order; rendered on the server, no JavaScript. */
export default function MyTickets({
  tickets,
  orderPath,
  text,
}: {
  tickets: ShopperTicket[];
  /** the order page's path in the page's language, with {txnid} */
  orderPath: string;
  text: IslandTexts<ProblemReportKey>;
}) {
  return (
    <TextsProvider value={text}>
      <TicketList
        tickets={tickets}
        orderHref={(txnid) => orderPath.replace('{txnid}', encodeURIComponent(txnid))}
        replacementHref={(txnid) => orderPath.replace('{txnid}', encodeURIComponent(txnid))}
      />
    </TextsProvider>
  );
}
