/** HTML's special characters as entities: no tag, comment or entity can start in escaped text. */
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Characters that are Markdown syntax anywhere in a line: emphasis (`*` `_`), code spans (`` ` ``),
 * links and images (`[` `]` `!`; `(` `)` only matter after `]`), strikethrough (`~`), table cells
 * (`|`), heading closers (`#`), and the backslash itself.
 */
const INLINE_SYNTAX = /[\\`*_[\]!|~#]/g;

/** At the start of a line: headings, quotes, lists, thematic breaks, setext underlines, fences. */
const LINE_START_SYNTAX = /^([>+=-]|\d+(?=[.)]))/;

/**
 * Text from data (carrier names, product names, descriptions, user-chosen titles) as inline
 * Markdown (a table cell, a heading's text) that shows exactly that text: HTML special characters
 * become entities, Markdown punctuation is backslash-escaped, line breaks collapse to single spaces
 * (a table row or heading cannot be split), and bare URLs lose their autolink (`://` and `www.`
 * are escaped).
 */
export function escapeMarkdownInline(text: string): string {
  return text
    .replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ')
    .trim()
    .replace(INLINE_SYNTAX, (c) => `\\${c}`)
    .replace(/[&<>]/g, (c) => HTML_ENTITIES[c] ?? c)
    .replace(/:\/\//g, '\\://')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`);
}

/**
 * Text from data as a paragraph of its own: escaped as inline text, and what would start a block
 * at the beginning of a line (quote, list item, thematic break, setext underline) escaped too.
 */
export function escapeMarkdownParagraph(text: string): string {
  return escapeMarkdownInline(text).replace(LINE_START_SYNTAX, (m) =>
    /^\d/.test(m) ? `${m}\\` : `\\${m}`,
  );
}
