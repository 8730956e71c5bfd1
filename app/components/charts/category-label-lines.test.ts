import { describe, expect, it } from 'vitest';
import { categoryLabelLines } from './category-label-lines.ts';

describe('categoryLabelLines', () => {
  it('keeps a short name on one line', () => {
    expect(categoryLabelLines('Deemer waiver requested', 28, 2)).toEqual([
      'Deemer waiver requested',
    ]);
  });

  it('wraps at words within the width and never uses more than two lines', () => {
    const lines = categoryLabelLines(
      'Missing policyholder rate-change histogram (uncapped)',
      28,
      2,
    );
    expect(lines).toEqual(['Missing policyholder', 'rate-change histogram…']);
    for (const name of [
      'Loss development factors and the selection of age-to-age factors',
      'Written premium change does not reconcile with the rate impact',
      'Insufficient support for actuarial judgment in the selection',
    ]) {
      const wrapped = categoryLabelLines(name, 28, 2);
      expect(wrapped.length).toBeLessThanOrEqual(2);
      for (const line of wrapped) expect(line.length).toBeLessThanOrEqual(28);
      expect(wrapped.at(-1)?.endsWith('…')).toBe(true);
    }
  });

  it('shows a name that fits two lines whole, with no ellipsis', () => {
    expect(
      categoryLabelLines('Side-by-side comparison of current and proposed rates', 28, 2),
    ).toEqual(['Side-by-side comparison of', 'current and proposed rates']);
  });

  it('cuts a single word longer than a line', () => {
    expect(categoryLabelLines('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercali…']);
    expect(categoryLabelLines('A Supercalifragilisticexpialidocious', 10, 1)).toEqual(['A…']);
  });

  it('returns nothing for an empty name', () => {
    expect(categoryLabelLines('   ', 28, 2)).toEqual([]);
  });
});
