import { describe, expect, it } from 'vitest';
import { GITHUB_PUBLISH_OFF, PUBLISH_OFF, problemsIn, publishSetup } from '../../src/lib/cms/publish';

/** Issue 33: the editor's Publish runs the deploy only where it can, and shows the build's refusals. */
describe('publish setup', () => {
  it('GitHub mode merges approved changes with its token; a deploy key or an engineer-set command publishes here; otherwise it says why not', () => {
    expect(publishSetup({ KEYSTATIC_GITHUB_REPO: 'haat/store', GITHUB_TOKEN: ' t ', PUBLISH_APPROVERS: 'asha, ravi,' })).toEqual({
      mode: 'github',
      repo: 'haat/store',
      token: 't',
      api: 'https://api.github.com',
      approvers: ['asha', 'ravi'],
    });
    // the deploy key does not stand in for GitHub's token: GitHub mode publishes by merging
    expect(publishSetup({ KEYSTATIC_GITHUB_REPO: 'haat/store', CLOUDFLARE_API_TOKEN: 'x' })).toEqual({
      mode: 'off',
      reason: GITHUB_PUBLISH_OFF,
    });
    expect(publishSetup({ CLOUDFLARE_API_TOKEN: 'x' })).toEqual({ mode: 'deploy', command: ['npm', 'run', 'deploy'] });
    expect(publishSetup({ PUBLISH_COMMAND: ' npm run deals:sync -- --local ' })).toEqual({
      mode: 'deploy',
      command: ['npm', 'run', 'deals:sync', '--', '--local'],
    });
    expect(publishSetup({})).toEqual({ mode: 'off', reason: PUBLISH_OFF });
    expect(PUBLISH_OFF).toContain('CLOUDFLARE_API_TOKEN');
  });

  it("reads every problem the build listed, without the terminal's colours", () => {
    const output = [
      '\u001b[31m[ERROR]\u001b[39m Festival pages cannot be published:',
      '  - Festival "Pongal" (src/content/festivals/pongal.md): The last day 10/01/2027 is before the first day 12/01/2027: change one of them.',
      '  - \u001b[1mHome slide "Pongal week" (src/content/home-slides/pongal.json): has no picture\u001b[22m',
      '    at loader (node_modules/astro/dist/content/loader.js:1:1)',
    ].join('\n');
    expect(problemsIn(output)).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): The last day 10/01/2027 is before the first day 12/01/2027: change one of them.',
      'Home slide "Pongal week" (src/content/home-slides/pongal.json): has no picture',
    ]);
    expect(problemsIn('npm ERR! network')).toEqual([]);
  });
});
