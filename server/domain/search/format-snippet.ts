/** Marks ts_headline puts around matched words: private-use characters, stripped from the data. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/**
 * Turns a ts_headline result into the api's snippet: plain text whose matched words are wrapped
 * in "<mark>" and "</mark>", the only markup. A literal "<mark>" in the data is defused so that
 * clients can split on the markers safely; a tab (the cell separator of document pages) shows as
 * " | " and other whitespace runs collapse to one space.
 */
export function formatSnippet(headline: string): string {
  return headline
    .replace(/<(\/?)mark>/gi, '‹$1mark›')
    .replaceAll(MATCH_START, '<mark>')
    .replaceAll(MATCH_END, '</mark>')
    .replace(/<\/mark>(\s*)<mark>/g, '$1')
    .replace(/[ ]*\t[\t ]*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * ts_headline options: short snippets, or longer ones with more fragments for more context; or
 * the whole text highlighted (short fields such as a factor name; ts_headline ignores
 * HighlightAll when MaxFragments is set, so the two are never combined).
 */
export function headlineOptions(moreContext: boolean, whole = false): string {
  if (whole) return `StartSel="${MATCH_START}", StopSel="${MATCH_END}", HighlightAll=true`;
  const size = moreContext
    ? 'MaxWords=60, MinWords=30, MaxFragments=3'
    : 'MaxWords=24, MinWords=10, MaxFragments=2';
  return `StartSel="${MATCH_START}", StopSel="${MATCH_END}", ${size}, FragmentDelimiter=" … "`;
}
