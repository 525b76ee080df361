/**
 * Packing saved part-way (issue 29, docs/packing.md): the clerk saves the marks of the lines picked
 * so far and comes back later; each mark is checked as Finish packing would check it (a quantity
 * above the ordered one, a weight outside the window, … are refused and nothing is saved). Two
 * clerks saving from the same sheet: the first wins, the other gets a 409 and reloads.
 */
import { listPackableLines, readProgress, saveProgress } from '../../db/orders';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { LIFE_MSG, moveRefusal } from '../../../../src/lib/domain/orders/order-life';
import { packLines, packRefusalText, type PackMark } from '../../../../src/lib/domain/orders/packing';
import { SUB_MSG } from '../../../../src/lib/domain/orders/substitutes';
import type { OrderRow, PackingProgress } from '../../db/orders';
import { alreadyMoved } from './order-life';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface SaveProgressRequest {
  /** the version the clerk's sheet was read at; 0 when nothing was saved yet */
  version: number;
  lines: PackMark[];
}

/** Saves the marks so far, or throws the refusal (nothing is written). */
export async function savePackingProgress(
  db: D1Database,
  order: OrderRow,
  req: SaveProgressRequest,
  staff: StaffMember,
  now = clock.now(),
): Promise<PackingProgress> {
  if (order.order_status !== 'Confirmed') throw alreadyMoved(order.order_status);
  const refusal = moveRefusal({ status: 'Confirmed', deliveryMode: order.deliveryMode, rider_id: order.rider_id }, 'Packed', {
    role: staff.role,
    id: staff.id,
  });
  if (refusal) throw new ShopError(LIFE_MSG.roleCannot('Packed'), 403);
  const lines = await listPackableLines(db, order.id);
  // a substitute's own checks are the proposal's and Finish packing's; here only that the shopper allowed one
  for (const m of req.lines.filter((x) => x.mark === 'substituted')) {
    const l = lines.find((x) => x.id === m.line_id);
    if (!l) throw new ShopError(said('srv.pack.notThisOrder'), 400);
    if (l.if_missing !== 'replace') throw new ShopError(SUB_MSG.notReplace(l.name), 400);
  }
  const checked = packLines(
    lines,
    req.lines.filter((x) => x.mark !== 'substituted'),
  );
  if (!checked.ok) throw new ShopError(packRefusalText(checked.refusal), 400);
  const written = await saveProgress(db, { orderId: order.id, read: req.version, marks: req.lines, staffId: staff.id, now });
  if (written === 0) {
    const status = await db.prepare('SELECT order_status FROM orders WHERE id = ?1').bind(order.id).first<string>('order_status');
    if (status !== 'Confirmed') throw alreadyMoved(status ?? '');
    throw new ShopError(said('srv.pack.savedElsewhere'), 409, { progress: await readProgress(db, order.id) });
  }
  return (await readProgress(db, order.id))!;
}

/** Finish packing after a save: every line must carry a mark (lines left out are not packed "as ordered" by default). */
export function unmarkedLine(lines: readonly { id: number; name: string }[], marks: readonly PackMark[]): string | null {
  const marked = new Set(marks.map((m) => m.line_id));
  return lines.find((l) => !marked.has(l.id))?.name ?? null;
}
