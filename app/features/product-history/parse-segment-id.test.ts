import { describe, expect, it } from 'vitest';
import { parseSegmentId } from './parse-segment-id.ts';

describe('parseSegmentId', () => {
  it('accepts positive integers', () => {
    expect(parseSegmentId('42')).toBe(42);
  });
  it('refuses anything else', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999', '2147483648'])
      expect(parseSegmentId(bad)).toBeUndefined();
  });
});
