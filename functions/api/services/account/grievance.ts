/** The grievance officer as the owner set them (setting rows grievance_officer_*, migration 0033). */
import { grievanceFrom, type GrievanceOfficer } from '../../../../src/lib/domain/account/grievance';

export async function readGrievanceOfficer(db: D1Database): Promise<GrievanceOfficer> {
  const { results } = await db
    .prepare(`SELECT key, value FROM setting WHERE key LIKE 'grievance\\_officer\\_%' ESCAPE '\\'`)
    .all<{ key: string; value: string }>();
  return grievanceFrom(Object.fromEntries(results.map((r) => [r.key, r.value])));
}
