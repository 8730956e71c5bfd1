import { describe, expect, it } from 'vitest';
import { filingDetailSearchSchema, highlightTermsParam } from './filing-detail-search-schema.ts';

describe('filing detail search params', () => {
  it('keeps a page and the terms of a search hit', () => {
    expect(filingDetailSearchSchema.parse({ page: 3, hl: 'dislocation,roof age' })).toEqual({
      page: 3,
      hl: 'dislocation,roof age',
    });
    expect(filingDetailSearchSchema.parse({ page: '12' })).toEqual({ page: 12, hl: undefined });
    expect(highlightTermsParam('dislocation,roof age')).toEqual(['dislocation', 'roof age']);
    expect(highlightTermsParam(undefined)).toEqual([]);
  });

  it('drops bad values instead of failing', () => {
    expect(filingDetailSearchSchema.parse({ page: 0, hl: '<b>' })).toEqual({
      page: undefined,
      hl: undefined,
    });
    expect(filingDetailSearchSchema.parse({ page: 2.5, hl: 'x'.repeat(301) })).toEqual({
      page: undefined,
      hl: undefined,
    });
    expect(filingDetailSearchSchema.parse({ page: [1], hl: { a: 1 } })).toEqual({
      page: undefined,
      hl: undefined,
    });
  });
});
