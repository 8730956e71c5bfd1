/**
 * A question's words as the translator reads them: digit grouping dropped ("1,000" → "1000"),
 * "%" split from its number, "$" dropped before a number, punctuation and sentence stops removed.
 * The vocabulary's multi-word names are read the same way, so that they match.
 */
export function splitWords(text: string): string[] {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/\d{1,3}(?:,\d{3})+(?!\d)/g, (grouped) => grouped.replace(/,/g, ''))
    .replace(/(\d)%/g, '$1 %')
    .replace(/\$\s*(\d)/g, '$1')
    .replace(/[?!,;:"()]/g, ' ')
    .replace(/\.(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
