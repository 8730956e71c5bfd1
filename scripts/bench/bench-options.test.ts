import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './bench-options.ts';

function optionsOf(argv: string[], env: Record<string, string> = {}) {
  const parsed = parseBenchOptions(argv, env);
  if (parsed.help) throw new Error('help');
  return parsed.options;
}

describe('parseBenchOptions', () => {
  it('defaults to 20,000 filings on PGlite and 100,000 on a server', () => {
    expect(optionsOf([]).filings).toBe(20_000);
    const server = optionsOf([], { BENCH_DATABASE_URL: 'postgres://u@h:5432/bench_x' });
    expect(server).toMatchObject({ filings: 100_000, serverUrl: 'postgres://u@h:5432/bench_x' });
  });

  it('takes fewer samples in quick mode and reads the phases', () => {
    const quick = optionsOf(['--quick', '--filings', '3000', '--only', 'floor,api']);
    expect(quick).toMatchObject({
      filings: 3000,
      apiIterations: 15,
      floorIterations: 8,
      throughputSeconds: 3,
    });
    expect([...quick.phases]).toEqual(['floor', 'api']);
  });

  it('reuses with --reuse, --skip-seed or BENCH_REUSE=1', () => {
    expect(optionsOf([]).reuse).toBe(false);
    expect(optionsOf(['--skip-seed']).reuse).toBe(true);
    expect(optionsOf([], { BENCH_REUSE: '1' }).reuse).toBe(true);
  });

  it('refuses unknown phases and non-postgres URLs', () => {
    expect(() => optionsOf(['--only', 'floor,nope'])).toThrow();
    expect(() => optionsOf([], { BENCH_DATABASE_URL: 'mysql://h/db' })).toThrow();
    expect(() => optionsOf(['--filings', '0'])).toThrow();
  });

  it('allows --cold only on a server', () => {
    expect(() => optionsOf(['--cold'])).toThrow(/BENCH_DATABASE_URL/);
    const url = 'postgres://u@h:5432/bench_x';
    expect(optionsOf(['--cold'], { BENCH_DATABASE_URL: url }).cold).toBe(true);
  });

  it('answers --help', () => {
    expect(parseBenchOptions(['--help'], {})).toEqual({ help: true });
  });
});
