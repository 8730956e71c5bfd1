import { describe, expect, it } from 'vitest';
import { filingIndexOf, trackingNumberIndexBuilder } from './tracking-number-index.ts';

describe('tracking-number index', () => {
  it('finds every tracking number exactly and nothing else', () => {
    const builder = trackingNumberIndexBuilder();
    const values = Array.from({ length: 5000 }, (_, k) => `SFMA-${134_000_000 + k * 7}`);
    for (const v of values) builder.push(v);
    const index = builder.finish();
    expect(index.units).toBeInstanceOf(Uint8Array);
    values.forEach((v, k) => {
      expect(filingIndexOf(index, v)).toBe(k);
    });
    expect(filingIndexOf(index, 'SFMA-134000001')).toBe(-1);
    expect(filingIndexOf(index, 'sfma-134000000')).toBe(-1);
    expect(filingIndexOf(index, 'SFMA-13400000')).toBe(-1);
  });

  it('keeps characters beyond Latin-1 and answers an empty index', () => {
    const builder = trackingNumberIndexBuilder();
    builder.push('ÄBC-1234');
    builder.push('Ω-12345');
    const index = builder.finish();
    expect(index.units).toBeInstanceOf(Uint16Array);
    expect(filingIndexOf(index, 'Ω-12345')).toBe(1);
    expect(filingIndexOf(index, 'ÄBC-1234')).toBe(0);
    expect(filingIndexOf(trackingNumberIndexBuilder().finish(), 'X-1234')).toBe(-1);
  });
});
