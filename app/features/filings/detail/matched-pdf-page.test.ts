import { describe, expect, it } from 'vitest';
import { factorKey, pdfPageAnchor, pdfPageAnchorOwner } from './matched-pdf-page.ts';

const factor = (name: string, pdfPage: number) => ({
  category: 'Driver',
  name,
  description: '',
  pdfPage,
});

describe('pdfPageAnchorOwner', () => {
  const factors = [factor('Driver Age', 7), factor('Marital Status', 7), factor('Territory', 8)];
  const baseRates = [{ pdfPage: 9 }, { pdfPage: 9 }];

  it('gives the anchor to the first factor table the page prints', () => {
    expect(pdfPageAnchorOwner(7, factors, baseRates)).toEqual({
      kind: 'factor',
      key: factorKey(factors[0] ?? factor('', 0)),
      name: 'Driver Age',
    });
    expect(pdfPageAnchorOwner(8, factors, baseRates)).toMatchObject({ name: 'Territory' });
  });

  it('else to the base rates, else to the documents', () => {
    expect(pdfPageAnchorOwner(9, factors, baseRates)).toEqual({ kind: 'base-rates' });
    expect(pdfPageAnchorOwner(2, factors, baseRates)).toEqual({ kind: 'documents' });
    expect(pdfPageAnchorOwner(2, [], [])).toEqual({ kind: 'documents' });
  });

  it('names the anchor by the page', () => {
    expect(pdfPageAnchor(12)).toBe('pdf-page-12');
  });
});
