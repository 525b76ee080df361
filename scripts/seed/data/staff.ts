/** Demo staff rows; passwords hashed exactly as staff login verifies them. */
import { hashPassword } from '../../../functions/api/lib/password';
import { DEMO_STAFF } from '../fixtures';

export async function staffRows(now: number) {
  return Promise.all(
    DEMO_STAFF.map(async (s) => {
      const pw = await hashPassword(s.password);
      return {
        id: s.id,
        mobile: s.mobile,
        name: s.name,
        role: s.role,
        branch_id: s.branch_id,
        password_hash: pw.hash,
        password_salt: pw.salt,
        password_iterations: pw.iterations,
        active: 1,
        created_at: now,
      };
    }),
  );
}
