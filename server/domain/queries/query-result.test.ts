import { describe, expect, it } from 'vitest';
import { failedResult } from './query-result.ts';

describe('failedResult', () => {
  it('is an empty, untruncated result carrying the message and position', () => {
    const result = failedResult('syntax error at or near "form"', 12, performance.now());
    expect(result).toMatchObject({
      columns: [],
      rows: [],
      errorMessage: 'syntax error at or near "form"',
      errorPosition: 12,
      truncated: false,
      truncatedReason: '',
    });
  });

  it('measures whole milliseconds since the start', () => {
    const { durationMs } = failedResult('timeout', 0, performance.now() - 1_234.4);
    expect(Number.isInteger(durationMs)).toBe(true);
    expect(durationMs).toBeGreaterThanOrEqual(1_234);
    expect(durationMs).toBeLessThan(2_000);
  });
});
