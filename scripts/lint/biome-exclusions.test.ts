import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExclusions } from './biome-exclusions.ts';

/**
 * Every file biome.json excludes from a layer rule must still break that rule: once a helper's
 * branch fixes a file, this test names the exclusion to delete. What breaking looks like, per rule
 * (the rules themselves are proven by layer-rules.test.ts).
 */
const BREAKS: Record<string, RegExp> = {
  noRestrictedImports: /from '(#server\/|#app\/|\.\.\/)|import\('(#server\/|#app\/|\.\.\/)/,
  noRestrictedGlobals: /\b(new Response|: Request\b|: Response\b|Promise<Response>)/,
  noProcessEnv: /\bprocess\.env\b/,
  './scripts/lint/no-globalthis-singleton.grit': /\bglobalThis as\b/,
};

const tracked = execFileSync('git', ['ls-files', 'app', 'server', 'contract'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

function filesOf(glob: string): string[] {
  if (!glob.endsWith('/**')) return tracked.includes(glob) ? [glob] : [];
  const dir = glob.slice(0, -2);
  return tracked.filter((f) => f.startsWith(dir));
}

describe('readExclusions', () => {
  it('reads marked overrides rule by rule and a plugin’s marked negations', () => {
    const json = JSON.stringify({
      overrides: [
        { includes: ['app/**'], linter: { rules: { style: { noProcessEnv: 'off' } } } },
        {
          includes: ['TEMPORARY-until-helpers-1-and-2-land', 'app/a.ts', 'app/b/**'],
          linter: { rules: { style: { noRestrictedImports: 'off', noProcessEnv: 'error' } } },
        },
      ],
      plugins: [
        {
          path: './p.grit',
          includes: ['app/**', '!**/*.test.ts', '!KNOWN-violation-needs-a-follow-up', '!app/c.ts'],
        },
      ],
    });
    expect(readExclusions(json)).toEqual([
      {
        marker: 'TEMPORARY-until-helpers-1-and-2-land',
        rule: 'noRestrictedImports',
        globs: ['app/a.ts', 'app/b/**'],
      },
      { marker: 'KNOWN-violation-needs-a-follow-up', rule: './p.grit', globs: ['app/c.ts'] },
    ]);
  });
});

describe('biome.json exclusions', () => {
  const exclusions = readExclusions(readFileSync('biome.json', 'utf8'));

  // None today (issue 19 removed the last); a new one must name a rule this test recognises.
  it('has only exclusion blocks for rules this test knows how to recognise', () => {
    expect(exclusions.filter((e) => !BREAKS[e.rule])).toEqual([]);
  });

  it('excludes only files that still break the rule (delete the entries listed here)', () => {
    const stale = exclusions.flatMap(({ marker, rule, globs }) =>
      globs
        .filter((glob) => {
          const pattern = BREAKS[rule];
          return !filesOf(glob).some((f) => pattern?.test(readFileSync(f, 'utf8')));
        })
        .map((glob) => `${marker} ${rule}: ${glob}`),
    );
    expect(stale).toEqual([]);
  });
});
