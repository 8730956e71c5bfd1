import { pdfPageAnchor } from '#app/features/filings/detail/matched-pdf-page.ts';
import { fitHighlightTerms } from '#contract/documents/pdf-highlight.ts';
import { type SearchResult, SearchResultType } from '#gen/ratefiling/v1/search_service_pb.ts';
import { parseSnippet } from './parse-snippet.ts';

/** Where a result opens the filing page: the section's id and, for a PDF page, page and terms. */
export type ResultTarget = { hash?: string; search: { page?: number; hl?: string } };

type TargetedResult = Pick<SearchResult, 'type' | 'pageNumber' | 'productName' | 'matchedText'>;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when every word the first snippet marks is a word of the product name. */
function matchedProductNameOnly(result: TargetedResult): boolean {
  const [first] = result.matchedText;
  const marked = first ? parseSnippet(first).filter((part) => part.marked) : [];
  if (marked.length === 0) return false;
  const product = new Set(words(result.productName));
  return marked.every((part) => words(part.text).every((word) => product.has(word)));
}

/**
 * The section of the filing page a result opens at (the id it scrolls to): for a hit on a PDF
 * page, that page's anchor (`pdf-page-N`: the rating factor table or base rates the page prints,
 * else the documents section's match) with the page and the terms to highlight; the objections
 * for an objection; the rating factors for factors; the filing's facts when only its product name
 * matched, else its description, for a hit on the filing's own text.
 */
export function resultTarget(
  result: TargetedResult,
  highlightTerms: readonly string[] = [],
): ResultTarget {
  if (result.type === SearchResultType.OBJECTION) return { hash: 'objections-heading', search: {} };
  if (result.type === SearchResultType.RATING_FACTORS)
    return { hash: 'rating-factors-heading', search: {} };
  if (result.type !== SearchResultType.FILING) return { search: {} };
  if (result.pageNumber > 0) {
    const hl = fitHighlightTerms(highlightTerms).join(',');
    return {
      hash: pdfPageAnchor(result.pageNumber),
      search: { page: result.pageNumber, ...(hl ? { hl } : {}) },
    };
  }
  return {
    hash: matchedProductNameOnly(result) ? 'filing-facts' : 'description-heading',
    search: {},
  };
}
