import type { BaseRate, RatingFactor } from '#gen/ratefiling/v1/filing_pb.ts';

/** A search hit on a page of the filing's PDF, and the terms it highlights there. */
export type DocumentMatch = { page: number; terms: string[] };

/**
 * The id a search hit on PDF page N scrolls the filing page to (`#pdf-page-N`): the part of the
 * page that shows what the PDF page prints (pdfPageAnchorOwner).
 */
export function pdfPageAnchor(page: number): string {
  return `pdf-page-${page}`;
}

/** A rating factor's key among the filing's factors (names repeat across categories). */
export function factorKey(factor: Pick<RatingFactor, 'category' | 'name' | 'description'>) {
  return `${factor.category}|${factor.name}|${factor.description}`;
}

/** Which part of the filing page carries a matched PDF page's anchor. */
export type PdfPageAnchorOwner =
  | { kind: 'factor'; key: string; name: string }
  | { kind: 'base-rates' }
  | { kind: 'documents' };

/**
 * Where a hit on PDF page `page` opens the filing page: the first rating factor whose table that
 * page prints, else the base rates when it prints them, else the documents section (which lists
 * the page and opens the PDF there with the terms highlighted).
 */
export function pdfPageAnchorOwner(
  page: number,
  factors: readonly Pick<RatingFactor, 'category' | 'name' | 'description' | 'pdfPage'>[],
  baseRates: readonly Pick<BaseRate, 'pdfPage'>[],
): PdfPageAnchorOwner {
  const factor = factors.find((f) => f.pdfPage === page);
  if (factor) return { kind: 'factor', key: factorKey(factor), name: factor.name };
  if (baseRates.some((r) => r.pdfPage === page)) return { kind: 'base-rates' };
  return { kind: 'documents' };
}
