import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchRunFixture } from './bench-run-fixture.ts';
import { readResults, writeResults } from './write-results.ts';

describe('writeResults', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('replaces the run of its own mode and keeps the other', () => {
    const dir = scratch();
    writeResults(dir, benchRunFixture({ mode: 'pglite', durationSeconds: 1 }));
    writeResults(dir, benchRunFixture({ durationSeconds: 2 }));
    writeResults(dir, benchRunFixture({ durationSeconds: 3 }));
    const { runs } = readResults(join(dir, 'results.json'));
    expect(runs.postgres?.durationSeconds).toBe(3);
    expect(runs.pglite?.durationSeconds).toBe(1);
    expect(readFileSync(join(dir, 'results.md'), 'utf8')).toContain('## PGlite (embedded)');
  });

  it('drops a stored run of an older format', () => {
    const dir = scratch();
    const path = join(dir, 'results.json');
    writeFileSync(
      path,
      JSON.stringify({
        runs: { postgres: { mode: 'postgres' }, pglite: benchRunFixture({ mode: 'pglite' }) },
      }),
    );
    const { runs } = readResults(path);
    expect(runs.postgres).toBeUndefined();
    expect(runs.pglite?.mode).toBe('pglite');
  });
});
