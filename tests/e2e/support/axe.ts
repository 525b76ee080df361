/**
 * axe-core run inside a Playwright page. The engine comes from the axe-core devDependency and is
 * injected as an inline script (no network), once per document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | null = null;
const axeSource = () => (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** WCAG 2.0/2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Best-practice rules left out, each for a stated reason. Every WCAG rule stays on.
 * - region: the toaster live region and the skip link sit outside landmarks by design.
 */
export const AXE_DISABLED_RULES: string[] = [];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; summary: string }[];
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // evaluated through the DevTools protocol, which the page's CSP does not govern (an injected
  // <script> tag is refused by it, as it should be)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(
    async ({ tags, disabled }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: any[] }> } }).axe;
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n: any) => ({
          target: n.target,
          html: String(n.html).slice(0, 200),
          summary: String(n.failureSummary ?? '').slice(0, 300),
        })),
      }));
    },
    { tags: AXE_TAGS, disabled: AXE_DISABLED_RULES },
  );
}

/** One readable line per failing node, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html}\n      ${n.summary.replace(/\n/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
}
