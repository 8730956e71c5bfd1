/** Marks ts_headline puts around matched words: private-use characters, stripped from the data. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** Between two cells of a table row in a snippet. */
export const CELL_JOIN = ' · ';
/** Between two rows (or a row and a line of prose) in a snippet. */
const ROW_JOIN = '; ';

/**
 * One line of a document page as clean text: the cells of a table row (tab-separated, or written
 * with " | " as Markdown-like tables are) joined by " · ", leading and trailing separators
 * dropped; other lines as they are.
 */
function cleanLine(line: string): { text: string; row: boolean } {
  const cells = line.split(/\t|\s\|\s|^\s*\||\|\s*$/);
  if (cells.length < 2) return { text: line.trim(), row: false };
  const text = cells
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '' && !/^[-:|\s]+$/.test(cell))
    .join(CELL_JOIN);
  return { text, row: true };
}

/**
 * Turns a ts_headline result into the api's snippet: clean plain text whose matched words are
 * wrapped in "<mark>" and "</mark>", the only markup. A literal "<mark>" in the data is defused so
 * that clients can split on the markers safely. A table row never shows as raw tab- or
 * pipe-separated cells: its cells read "cell · cell" and rows are separated by "; "; other
 * whitespace runs collapse to one space.
 */
export function formatSnippet(headline: string): string {
  const marked = headline
    .replace(/<(\/?)mark>/gi, '‹$1mark›')
    .replaceAll(MATCH_START, '<mark>')
    .replaceAll(MATCH_END, '</mark>')
    .replace(/<\/mark>([ \t]*)<mark>/g, '$1');
  let out = '';
  let previousRow = false;
  for (const raw of marked.split(/\r?\n/)) {
    const { text, row } = cleanLine(raw);
    if (!text) continue;
    if (out) out += row || previousRow ? ROW_JOIN : ' ';
    out += text;
    previousRow = row;
  }
  return out
    .replace(/<\/mark>(\s*)<mark>/g, '$1')
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
