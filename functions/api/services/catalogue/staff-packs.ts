/**
 * The manager's pack sizes of one product (issue 28; docs/catalogue-console.md): the list as the
 * editor holds it is checked against the shop's rules (domain/catalogue/catalogue-packs.ts) and the packs the
 * product has now, and written whole with its audit row, or refused with nothing written.
 */
import {
  packAuditFields,
  packNetQuantity,
  packProblems,
  type PackList,
  type PackProblem,
} from '../../../../src/lib/domain/catalogue/catalogue-packs';
import { said } from '../../../../src/lib/domain/i18n/said';
import type { NetUnit } from '../../../../src/lib/domain/types';
import { readEditable } from '../../db/catalogue';
import { readPacks, writePacks, type PackRow } from '../../db/catalogue';
import { forgetCatalogue } from './catalogue-cache';

export type PacksOutcome =
  { ok: true; changed: boolean; packs: PackRow[] } | { ok: false; status: 400 | 404 | 409; problems: PackProblem[] };

export function productPacks(db: D1Database, productId: number): Promise<PackRow[]> {
  return readPacks(db, productId);
}

const isGuard = (err: unknown) => /order_guard/i.test(String(err instanceof Error ? err.message : err));

export async function editPacks(db: D1Database, staffId: number, productId: number, list: PackList, now: number): Promise<PacksOutcome> {
  const product = await readEditable(db, productId);
  if (!product) return { ok: false, status: 404, problems: [{ index: -1, field: 'packs', message: said('srv.productNotFound') }] };
  const existing = await readPacks(db, productId);
  const packs = list.packs.map((p) => ({ ...p, name: p.name.trim() }));
  const unit = product.net_unit as NetUnit;
  const problems = packProblems(packs, existing, unit);
  if (problems.length) return { ok: false, status: 400, problems };
  // a pack is never removed (domain/catalogue/catalogue-packs.ts): one missing was added since this editor read the list
  if (existing.some((e) => !packs.some((p) => p.id === e.id)))
    return { ok: false, status: 409, problems: [{ index: -1, field: 'packs', message: said('catEdit.changedMeanwhile') }] };
  const before = new Map(existing.map((p) => [p.id, p]));
  const withNet = <T extends { name: string }>(p: T) => ({ ...p, net_quantity: packNetQuantity(p.name, unit)! });
  const changed = packs
    .filter((p): p is PackRow => p.id !== undefined)
    .filter((p) => {
      const was = before.get(p.id)!;
      return was.name !== p.name || was.mrp !== p.mrp || was.price !== p.price || was.points !== p.points;
    })
    .map(withNet);
  const added = packs.filter((p) => p.id === undefined).map(withNet);
  if (changed.length === 0 && added.length === 0) return { ok: true, changed: false, packs: existing };
  try {
    await writePacks(
      db,
      productId,
      { changed, added, before, total: existing.length + added.length, audit: packAuditFields(existing, packs) },
      staffId,
      now,
    );
  } catch (err) {
    if (!isGuard(err)) throw err;
    return { ok: false, status: 409, problems: [{ index: -1, field: 'packs', message: said('catEdit.changedMeanwhile') }] };
  }
  forgetCatalogue(db);
  return { ok: true, changed: true, packs: await readPacks(db, productId) };
}
