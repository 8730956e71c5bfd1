import { describe, expect, it } from 'vitest';
import { gridRow, headingLine, isBaseRow, isTotalsRow, parsePage } from './page-markup.ts';

describe('page markup', () => {
  it('writes a grid row with tabs and keeps a cell with a tab or line break one cell', () => {
    expect(gridRow(['Coverage', 'Liability\tA', 'two\nlines', ''])).toBe(
      'Coverage\tLiability A\ttwo lines\t',
    );
  });

  it('reads back the title, a form with an empty last value, a heading, a table and a paragraph', () => {
    const text = [
      'Company Rate Information',
      'Elite Auto - Ohio',
      '',
      gridRow(['Rate Change Type:', 'Decrease', 'Effective Date:', '']),
      headingLine('Company Rate Information'),
      gridRow(['Company', 'Overall % Rate Impact']),
      gridRow(['Harrowgate Mutual (base)', '-2.7%']),
      gridRow(['Overall', '-2.7%']),
      '',
      'A paragraph with a | pipe in it.   ',
    ].join('\n');
    expect(parsePage(text)).toEqual([
      { kind: 'title', lines: ['Company Rate Information', 'Elite Auto - Ohio'] },
      { kind: 'space' },
      { kind: 'form', rows: [['Rate Change Type:', 'Decrease', 'Effective Date:', '']] },
      { kind: 'heading', text: 'Company Rate Information' },
      {
        kind: 'table',
        header: ['Company', 'Overall % Rate Impact'],
        rows: [
          ['Harrowgate Mutual (base)', '-2.7%'],
          ['Overall', '-2.7%'],
        ],
      },
      { kind: 'space' },
      { kind: 'paragraph', text: 'A paragraph with a | pipe in it.' },
    ]);
  });

  it('marks totals and base rows', () => {
    expect(isTotalsRow(['Overall', '1'])).toBe(true);
    expect(isTotalsRow(['Total premium', '1'])).toBe(true);
    expect(isTotalsRow(['Territory 1', '1'])).toBe(false);
    expect(isBaseRow(['Clean (0 points) (base)', '1.000'])).toBe(true);
    expect(isBaseRow(['1 minor violation', '1.181'])).toBe(false);
  });
});
