import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { SearchResultSchema, SearchResultType } from '#gen/ratefiling/v1/search_service_pb.ts';
import { resultTarget } from './result-target.ts';

const result = (init: Parameters<typeof create<typeof SearchResultSchema>>[1]) =>
  create(SearchResultSchema, { productName: 'Homeowners Wildfire Program', ...init });

describe('resultTarget', () => {
  it("opens a PDF page hit at that page's anchor, with the page and the terms", () => {
    expect(
      resultTarget(result({ type: SearchResultType.FILING, pageNumber: 4 }), [
        'dislocation',
        'roof ages',
        '<x>',
      ]),
    ).toEqual({ hash: 'pdf-page-4', search: { page: 4, hl: 'dislocation,roof ages,x' } });
    expect(resultTarget(result({ type: SearchResultType.FILING, pageNumber: 2 }))).toEqual({
      hash: 'pdf-page-2',
      search: { page: 2 },
    });
  });

  it('opens objections and rating factors at their sections', () => {
    expect(resultTarget(result({ type: SearchResultType.OBJECTION })).hash).toBe(
      'objections-heading',
    );
    expect(resultTarget(result({ type: SearchResultType.RATING_FACTORS })).hash).toBe(
      'rating-factors-heading',
    );
    expect(resultTarget(result({ type: SearchResultType.SUMMARY }))).toEqual({ search: {} });
  });

  it('opens a hit on the product name at the facts, one on the description there', () => {
    const own = (snippet: string) =>
      resultTarget(result({ type: SearchResultType.FILING, matchedText: [snippet] })).hash;
    expect(own('Homeowners <mark>Wildfire</mark> Program. Revises rates.')).toBe('filing-facts');
    expect(own('Homeowners Wildfire Program. Revises <mark>territory</mark> rates.')).toBe(
      'description-heading',
    );
    expect(
      own('Homeowners <mark>Wildfire</mark> Program. The <mark>wildfires</mark> of 2024.'),
    ).toBe('description-heading');
    expect(own('Homeowners Wildfire Program.')).toBe('description-heading');
  });
});
