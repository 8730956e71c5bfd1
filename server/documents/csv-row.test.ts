import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv-row.ts';

describe('csvCell', () => {
  it('neutralises formula-like text with a leading quote', () => {
    for (const text of ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx'])
      expect(csvCell(text)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('quotes commas, quotes and line breaks; writes numbers and empties plainly', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['x', 1, true, null])).toBe('x,1,true,\r\n');
  });
});
