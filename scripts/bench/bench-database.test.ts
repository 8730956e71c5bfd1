import { describe, expect, it } from 'vitest';
import { scratchDatabaseName } from './bench-database.ts';

const options = { filings: 3000, seed: 42, reuse: false };

describe('scratchDatabaseName', () => {
  it('uses a bench_ database named in the URL, administered through postgres', () => {
    expect(scratchDatabaseName('postgres://u@h:5432/bench_dev', options, 'run_1')).toEqual({
      name: 'bench_dev',
      adminUrl: 'postgres://u@h:5432/postgres',
    });
  });

  it('creates its own database next to any other', () => {
    const url = 'postgres://u@h:5432/test';
    expect(scratchDatabaseName(url, options, 'run_1')).toEqual({
      name: 'bench_run_1',
      adminUrl: url,
    });
    expect(scratchDatabaseName(url, { ...options, reuse: true }, 'run_1').name).toBe(
      'bench_3000_42',
    );
  });
});
