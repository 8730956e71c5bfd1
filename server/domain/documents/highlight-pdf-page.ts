import type { PdfHighlight } from '#contract/documents/pdf-highlight.ts';
import type { Database } from '#server/db/connection.ts';
import { addHighlightAnnotations, type Highlight } from './add-highlight-annotations.ts';
import { type Box, extractPageWords, type PageWords } from './extract-page-words.ts';
import { findHighlightWords, type HighlightMatch, termWords } from './find-highlight-words.ts';
import { lexemesOfWords } from './lexemes-of-words.ts';

/** Most highlights drawn on one page (a very common word on a dense page stops here). */
export const MAX_HIGHLIGHTS = 400;

/** The PDF to serve, and how many occurrences of the terms it highlights. */
export type HighlightedPdf = { bytes: Uint8Array; highlights: number };

/** The words of an occurrence joined into one box per line (a phrase may wrap). */
function lineBoxes(match: HighlightMatch): Box[] {
  const boxes: Box[] = [];
  for (const { box } of match.words) {
    const last = boxes.at(-1);
    const sameLine = last && Math.abs(last.y0 - box.y0) < 0.5 && box.x0 >= last.x0;
    if (last && sameLine) {
      last.x1 = Math.max(last.x1, box.x1);
      last.y1 = Math.max(last.y1, box.y1);
    } else boxes.push({ ...box });
  }
  return boxes;
}

/**
 * The filing's PDF opening at `highlight.page` with every occurrence of the search terms on that
 * page highlighted (stemmed like the search: the forms the page really has), and each of
 * `highlight.boxes` (where a cited value was printed) marked. A page without
 * occurrences still opens there. A PDF that cannot be read or rewritten (encrypted, damaged),
 * or a page past its end, is served as it is.
 */
export async function highlightPdfPage(
  db: Database,
  bytes: Uint8Array,
  highlight: PdfHighlight,
): Promise<HighlightedPdf> {
  let page: PageWords;
  try {
    page = await extractPageWords(bytes, highlight.page);
  } catch {
    return { bytes, highlights: 0 };
  }
  if (!page) return { bytes, highlights: 0 };
  let matches: HighlightMatch[] = [];
  if (highlight.terms.length > 0) {
    const lexemes = await lexemesOfWords(db, [
      ...page.words.map((word) => word.text),
      ...highlight.terms.flatMap(termWords),
    ]);
    matches = findHighlightWords(page.words, highlight.terms, lexemes).slice(0, MAX_HIGHLIGHTS);
  }
  const highlights: Highlight[] = [
    // A cited value: the rectangle it was printed in, exactly (issue 25).
    ...(highlight.boxes ?? []).map((b) => ({
      boxes: [{ x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height }],
      label: 'Cited value',
      kind: 'cited' as const,
    })),
    ...matches.map((match) => ({
      boxes: lineBoxes(match),
      label: match.words.map((word) => word.text).join(' '),
    })),
  ];
  try {
    return {
      bytes: await addHighlightAnnotations(bytes, highlight.page, highlights),
      highlights: highlights.length,
    };
  } catch {
    return { bytes, highlights: 0 };
  }
}
