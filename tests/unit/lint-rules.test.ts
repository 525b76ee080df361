/**
 * The lint gate's own rules can fail: each is run on a small breach, written as the text of a file
 * at a real path in the tree (ESLint's lintText), so nothing is written to disk. The layer table,
 * the import cycles and the decision-on-words rule replaced tests that read source text.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function rulesBroken(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the lint gate', () => {
  it('refuses an island that imports a db module (a boundary breach)', async () => {
    const broken = await rulesBroken(
      'src/islands/Breach.tsx',
      "import { findUserByPhone } from '../../functions/api/db/account/users';\nexport const x = findUserByPhone;\n",
    );
    expect(broken.some((m) => m.startsWith('boundaries/element-types'))).toBe(true);
  });

  it('lets browser code take the API route types, never its code', async () => {
    const typeOnly = await rulesBroken(
      'src/lib/api/Types.ts',
      "import type { AppType } from '../../../functions/api/app';\nexport type A = AppType;\n",
    );
    expect(typeOnly).toEqual([]);
    const value = await rulesBroken('src/lib/api/Value.ts', "import { app } from '../../../functions/api/app';\nexport const a = app;\n");
    expect(value.some((m) => m.startsWith('boundaries/element-types'))).toBe(true);
  });

  it('refuses a page that calls a service around the door', async () => {
    const broken = await rulesBroken(
      'src/components/Breach.astro',
      "---\nimport { customerSession } from '../../functions/api/services/account/sessions';\nconst s = customerSession;\n---\n<p>{String(s)}</p>\n",
    );
    expect(broken.some((m) => m.startsWith('boundaries/element-types'))).toBe(true);
  });

  it('refuses an import cycle', async () => {
    // money.ts as it is, plus an import of a module that imports money.ts
    const money = readFileSync(resolve(ROOT, 'src/lib/domain/money/money.ts'), 'utf8');
    const broken = await rulesBroken('src/lib/domain/money/money.ts', `${money}\nimport '../cart/cart-total';\n`);
    expect(broken.some((m) => m.startsWith('import-x/no-cycle'))).toBe(true);
  });

  it("refuses a decision on a message's words, and takes one on a status or code", async () => {
    const words = await rulesBroken(
      'src/stores/Words.ts',
      "import { CART_MSG } from '../lib/domain/cart/cart-messages';\nexport const ok = (b: { message?: string }) => b.message === CART_MSG.couponValid;\n",
    );
    expect(words.some((m) => m.startsWith('shop/no-decision-on-words'))).toBe(true);
    const status = await rulesBroken(
      'src/stores/Status.ts',
      "export const ok = (b: { status: number; code?: string; message?: string }) => b.status === 1 || b.code === 'couponInvalid' || b.message === undefined;\n",
    );
    expect(status).toEqual([]);
  });
});
