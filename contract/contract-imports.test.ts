import { describe, expect, it } from 'vitest';

/** Every module of the contract layer, as text (tests included: they run in both tiers' spirit). */
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const importsOf = (source: string) =>
  [
    ...source.matchAll(
      /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? '');

/** What a contract module may import: zod (through #contract/zod.ts), generated code, itself. */
function allowed(file: string, specifier: string): boolean {
  if (specifier.startsWith('#contract/') || specifier.startsWith('#gen/')) return true;
  if (specifier.startsWith('./')) return true;
  // Tests also read documents as text through Vite (docs/ quoted by a test).
  if (file.endsWith('.test.ts'))
    return specifier === 'vitest' || /^\/docs\/.*\?raw$/.test(specifier);
  return specifier === 'zod' && file === './zod.ts';
}

describe('contract/ boundary', () => {
  it('finds the contract modules', () => {
    expect(Object.keys(sources)).toContain('./zod.ts');
  });

  it('imports nothing but zod, #gen and itself (no node:, #server, #app)', () => {
    const offending = Object.entries(sources).flatMap(([file, source]) =>
      importsOf(source)
        .filter((specifier) => !allowed(file, specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('reads the import lines it checks', () => {
    expect(importsOf("import { z } from 'zod';\nimport type { A } from '#server/a.ts';")).toEqual([
      'zod',
      '#server/a.ts',
    ]);
  });
});
