/** A tiny SQL text builder for the seed file (executed by `wrangler d1 execute --file`). */
export type SqlValue = string | number | boolean | null | undefined;
export type Row = Record<string, SqlValue>;

/** A value as an SQL literal: strings single-quoted with quotes doubled, numbers bare, NULL. */
export function lit(v: SqlValue): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replace(/'/g, "''")}'`;
}

export interface UpsertOptions {
  /** conflict target, default ['id'] */
  key?: string[];
  /** columns left untouched when the row already exists (runtime counters) */
  keep?: string[];
  /** rows per statement */
  chunk?: number;
}

/**
 * INSERT ... ON CONFLICT DO UPDATE (never INSERT OR REPLACE: a replace deletes the row first,
 * which D1's enforced foreign keys refuse once orders or carts point at it).
 */
export function upsert(table: string, rows: Row[], opts: UpsertOptions = {}): string[] {
  if (rows.length === 0) return [];
  const key = opts.key ?? ['id'];
  const cols = Object.keys(rows[0]!);
  const keep = new Set([...key, ...(opts.keep ?? [])]);
  const updates = cols.filter((c) => !keep.has(c)).map((c) => `${c} = excluded.${c}`);
  const onConflict = updates.length
    ? `ON CONFLICT(${key.join(', ')}) DO UPDATE SET ${updates.join(', ')}`
    : `ON CONFLICT(${key.join(', ')}) DO NOTHING`;
  const size = opts.chunk ?? 25;
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const values = rows.slice(i, i + size).map((r) => {
      const extra = Object.keys(r).filter((c) => !cols.includes(c));
      if (extra.length) throw new Error(`${table}: unexpected columns ${extra.join(', ')}`);
      return `(${cols.map((c) => lit(r[c])).join(', ')})`;
    });
    out.push(`INSERT INTO ${table} (${cols.join(', ')}) VALUES\n${values.join(',\n')}\n${onConflict};`);
  }
  return out;
}

/** Removes seed rows that a newer seed no longer has (only for tables nothing at runtime points at). */
export function deleteOthers(table: string, ids: number[], where = ''): string {
  const cond = ids.length ? `id NOT IN (${ids.join(', ')})` : '1 = 1';
  return `DELETE FROM ${table} WHERE ${cond}${where ? ` AND ${where}` : ''};`;
}

export function update(table: string, set: Row, where: string): string {
  const parts = Object.entries(set).map(([c, v]) => `${c} = ${lit(v)}`);
  return `UPDATE ${table} SET ${parts.join(', ')} WHERE ${where};`;
}
