/** A piece of a snippet: plain text, or a matched word to highlight. */
export type SnippetPart = { text: string; marked: boolean };

/**
 * Splits an api snippet on its "<mark>" / "</mark>" markers. Everything is returned as text
 * (rendered as React text nodes, never as HTML); an unclosed marker highlights to the end.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: piece, marked });
  }
  return parts;
}
