import { describe, expect, it } from 'vitest';
import { benchmarkChoice, factorBenchmarkRequest } from './factor-benchmark-search.ts';

describe('factor benchmark search', () => {
  it('asks for the defaults of what the URL leaves out', () => {
    expect(factorBenchmarkRequest({ benchmarkState: 'CA' })).toEqual({
      state: 'CA',
      lineOfBusiness: '',
      factor: '',
      level: '',
    });
  });

  it('resets the narrower choices when a wider one changes', () => {
    expect(benchmarkChoice('state', 'TX')).toEqual({
      benchmarkState: 'TX',
      benchmarkLine: undefined,
      benchmarkFactor: undefined,
      benchmarkLevel: undefined,
    });
    expect(benchmarkChoice('factor', 'Territory')).toEqual({
      benchmarkFactor: 'Territory',
      benchmarkLevel: undefined,
    });
    expect(benchmarkChoice('level', null)).toEqual({ benchmarkLevel: undefined });
  });
});
