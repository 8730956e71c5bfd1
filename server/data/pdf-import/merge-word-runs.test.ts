import { describe, expect, it } from 'vitest';
import { mergeWordRuns } from './merge-word-runs.ts';

const run = (text: string, x: number, width: number, y = 700, size = 7) => ({
  text,
  x,
  y,
  width,
  size,
});

describe('mergeWordRuns', () => {
  it('joins words split at a space, keeps cells apart', () => {
    const merged = mergeWordRuns([
      run('SERFF', 46, 21),
      run('Tr', 71.2, 8.4),
      run('Num:', 83.8, 16.8),
      run('FHCG-132544396', 120, 58.8),
    ]);
    expect(merged.map((m) => m.text)).toEqual(['SERFF Tr Num:', 'FHCG-132544396']);
    expect(merged[0]?.width).toBeCloseTo(54.6, 1);
  });
  it('never joins runs on different lines or of different sizes', () => {
    const merged = mergeWordRuns([run('a', 10, 5), run('b', 16, 5, 690), run('c', 22, 5, 700, 12)]);
    expect(merged).toHaveLength(3);
  });
});
