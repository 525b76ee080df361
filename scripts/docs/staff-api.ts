/**
 * docs/staff-api.md, made from the routes themselves: every /api/staff route of the app, the roles
 * its guard lets in and the fields its validators take (the zod schemas the route checks). Run
 * `npm run docs:staff-api` after changing a staff route; tests/unit/staff-api-doc.test.ts fails
 * while the committed file and the routes disagree. What a route answers is its TypeScript type
 * (src/lib/api/staff.ts gives the console those types), not repeated here.
 */
import type { ZodTypeAny } from 'zod';
import { fieldLines } from './schema-words';

export interface RouteStep {
  method: string;
  path: string;
  handler: { roles?: string[]; validates?: { target: string; schema: ZodTypeAny } };
}

const TARGET_LABEL: Record<string, string> = { json: 'Body (JSON)', query: 'Query', param: 'Path', form: 'Form' };

const HEADER = `# Staff API reference

Made by \`npm run docs:staff-api\` from the routes (scripts/docs/staff-api.ts): do not edit by hand.
Every answer is JSON: success \`{ status: 1, … }\`, refusal \`{ status: 0, code, message, … }\`; a
body or query the route refuses answers 400 with \`errors: [{ path, code, message }]\`. Not signed
in as staff: 401 with \`staff_login: true\`; a role not listed: 403. Every staff answer carries
\`Cache-Control: private, no-store\`. Times are epoch milliseconds (show them in IST); money is
integer paise. What each route answers is its TypeScript type: the console calls it through
src/lib/api/staff.ts. The order's life, packing, riders' cash, stock and slots are explained in
docs/delivery.md, docs/packing.md and docs/stock.md; the console itself in docs/staff-manual.md.
`;

/** The reference as Markdown, from the app's route list (Hono's \`app.routes\`). */
export function staffApiDoc(routes: readonly RouteStep[]): string {
  const byRoute = new Map<string, RouteStep[]>();
  for (const step of routes) {
    if (!step.path.startsWith('/api/staff') || step.method === 'ALL') continue;
    const key = `${step.method} ${step.path}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), step]);
  }
  const sections = [...byRoute.entries()]
    .sort(([a], [b]) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!) || a.localeCompare(b))
    .map(([key, steps]) => {
      const roles = steps.find((s) => s.handler.roles)?.handler.roles;
      const who = !roles ? 'anyone (no staff session needed)' : roles.length ? roles.join(', ') : 'every staff role';
      const inputs = steps
        .map((s) => s.handler.validates)
        .filter((v): v is NonNullable<typeof v> => !!v)
        .flatMap((v) => [`${TARGET_LABEL[v.target] ?? v.target}:`, '', ...fieldLines(v.schema), '']);
      return [`## ${key}`, '', `Who: ${who}.`, '', ...inputs].join('\n').trimEnd();
    });
  return `${HEADER}\n${sections.join('\n\n')}\n`;
}
