import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Code spans of the document that name a file or folder of the repository. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return [
    ...new Set(
      spans.filter(
        (span) =>
          /^[\w.$[\]{}-]+(\/[\w.$[\]{}-]+)*\/?$/.test(span) &&
          (span.endsWith('/') || /\.(ts|tsx|md|json|grit|proto|sql)$/.test(span)) &&
          !span.startsWith('.'),
      ),
    ),
  ];
}

function trackedBasenames(): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).split('\n');
  return new Set(files.map((file) => basename(file)));
}

describe('docs/architecture.md matches the tree', () => {
  const paths = namedPaths(DOC);

  it('names files and folders (the check is not empty)', () => {
    expect(paths.length).toBeGreaterThan(40);
    expect(namedPaths('see `server/x.ts`, `#server/…`, `/rpc/…` and `a b`')).toEqual([
      'server/x.ts',
    ]);
  });

  it('names only paths that exist (a bare file name must exist somewhere)', () => {
    const names = trackedBasenames();
    const missing = paths.filter((path) =>
      path.includes('/') ? !existsSync(join(ROOT, path)) : !names.has(path),
    );
    expect(missing).toEqual([]);
  });

  it('lists every top-level folder of code', () => {
    for (const folder of ['app/', 'contract/', 'gen/', 'server/', 'scripts/', 'tests/']) {
      expect(DOC).toContain(`\`${folder}\``);
    }
  });
});
