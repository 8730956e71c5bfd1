import { MAX_HIGHLIGHT_PAGE, readPdfHighlight } from '#contract/documents/pdf-highlight.ts';
import { z } from '#contract/zod.ts';

const pageParam = z
  .unknown()
  .transform((value): number | undefined => {
    const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
    return Number.isInteger(page) && page >= 1 && page <= MAX_HIGHLIGHT_PAGE ? page : undefined;
  })
  .optional();

/** The search terms as `hl` spells them ("dislocation,roof age"); dropped when malformed. */
const termsParam = z
  .unknown()
  .transform((value): string | undefined => {
    if (typeof value !== 'string' || value === '') return undefined;
    return readPdfHighlight(new URLSearchParams({ page: '1', hl: value })).ok ? value : undefined;
  })
  .optional();

/**
 * /filings/{tracking number}?page=3&hl=dislocation,territory: a search hit on page 3 of the
 * filing's PDF; the documents section marks that page and its links highlight the terms. A bad
 * value is dropped (the page still opens).
 */
export const filingDetailSearchSchema = z.object({ page: pageParam, hl: termsParam });
export type FilingDetailSearch = z.output<typeof filingDetailSearchSchema>;

/** The terms of `hl` as a list. */
export function highlightTermsParam(hl: string | undefined): string[] {
  return hl ? hl.split(',') : [];
}
