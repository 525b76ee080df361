/**
 * The order's whole life as one table of moves: who may move an order from which status to which.
 * The API (staff console, the shopper's cancel) asks only this module, and the unit test walks every
 * (from, to) pair, so there is no second place where a move can be allowed by accident.
 */
import type { OrderStatus } from './order-status';
import type { DeliveryMode } from '../checkout/delivery-mode';
import { said } from '../i18n/said';

export type StaffRole = 'manager' | 'branch' | 'rider';
/** `system`: a move the store's own code makes, not a person (none today: an online order is written only once paid). */
export type MoveActor = StaffRole | 'customer' | 'system';

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly MoveActor[];
  /** only for home delivery or store pickup orders; absent: both */
  only?: DeliveryMode;
}

const STORE: readonly MoveActor[] = ['manager', 'branch'];

export const ORDER_MOVES: readonly OrderMove[] = [
  { from: 'Pending', to: 'Confirmed', by: STORE },
  { from: 'Pending', to: 'Cancelled', by: [...STORE, 'customer'] },
  { from: 'Confirmed', to: 'Packed', by: STORE },
  { from: 'Confirmed', to: 'Cancelled', by: [...STORE, 'customer'] },
  { from: 'Packed', to: 'Out for delivery', by: STORE, only: 'delivery' },
  { from: 'Packed', to: 'Ready for pickup', by: STORE, only: 'pickup' },
  { from: 'Packed', to: 'Cancelled', by: STORE },
  // the rider only for orders handed to them: checked with the order's rider, see moveRefusal
  { from: 'Out for delivery', to: 'Completed', by: [...STORE, 'rider'] },
  { from: 'Ready for pickup', to: 'Completed', by: STORE },
];

/** Nothing moves an order out of these. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Completed', 'Cancelled'];

export function isFinal(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

export function findMove(from: string, to: string): OrderMove | undefined {
  return ORDER_MOVES.find((m) => m.from === from && m.to === to);
}

export interface MoveContext {
  status: string;
  deliveryMode: DeliveryMode;
  /** the rider the order was handed to (staff id) */
  rider_id?: number | null;
}

export interface Mover {
  role: MoveActor;
  /** staff id, for a rider's "handed to me" check */
  id?: number;
}

export type MoveRefusal = 'no_such_move' | 'role' | 'not_your_order';

/** Why `mover` may not move this order to `to`, or null when the move is allowed. */
export function moveRefusal(order: MoveContext, to: string, mover: Mover): MoveRefusal | null {
  const move = findMove(order.status, to);
  if (!move) return 'no_such_move';
  if (move.only && move.only !== order.deliveryMode) return 'no_such_move';
  if (!move.by.includes(mover.role)) return 'role';
  if (mover.role === 'rider' && (mover.id == null || order.rider_id !== mover.id)) return 'not_your_order';
  return null;
}

export function canMove(order: MoveContext, to: string, mover: Mover): boolean {
  return moveRefusal(order, to, mover) === null;
}

/** The statuses this person may move the order to now, in the table's order. */
export function allowedMoves(order: MoveContext, mover: Mover): OrderStatus[] {
  return ORDER_MOVES.filter((m) => m.from === order.status && canMove(order, m.to, mover)).map((m) => m.to);
}

/** The shopper may cancel while the store has not started packing. */
export function canCustomerCancel(status: string): boolean {
  return findMove(status, 'Cancelled')?.by.includes('customer') ?? false;
}

/** Sending out hands the order to a rider; cancelling needs a reason. */
export function moveNeedsRider(to: string): boolean {
  return to === 'Out for delivery';
}

export function moveNeedsReason(to: string): boolean {
  return to === 'Cancelled';
}

/** The staff console's button text for a move. */
export function moveLabel(to: string): string {
  switch (to) {
    case 'Confirmed':
      return 'Confirm order';
    case 'Packed':
      return 'Mark packed';
    case 'Out for delivery':
      return 'Send out for delivery';
    case 'Ready for pickup':
      return 'Ready for pickup';
    case 'Completed':
      return 'Mark completed';
    case 'Cancelled':
      return 'Cancel order';
    default:
      return to;
  }
}

/** What the shopper and the staff read when a move is refused (SPEC §8 style: plain sentences). */
export const LIFE_MSG = {
  alreadyMoved: (to: string) => said('srv.life.alreadyMoved', { to }),
  noSuchMove: (from: string, to: string) => said('srv.life.noSuchMove', { from, to }),
  roleCannot: (to: string) => said('srv.life.roleCannot', { to }),
  reasonNeeded: 'Please give a reason for cancelling',
  riderNeeded: 'Choose a rider to send this order out',
  riderNotHere: 'That rider does not work at this branch',
  moved: (to: string) => `Order moved to ${to}`,
  customerCancelled: 'Your order has been cancelled',
  cannotCancel: 'This order can no longer be cancelled',
  orderNotFound: 'Order not found',
} as const;
