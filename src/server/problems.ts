/**
 * The problem-report pages' door to the server (issue 32): a delivered order's report state, the
 * shopper's own tickets, and the grievance officer the contact page names.
 */
export { myTickets, orderProblems, type OrderProblems, type ShopperTicket } from '../../functions/api/services/orders';
export { readGrievanceOfficer } from '../../functions/api/services/account';
