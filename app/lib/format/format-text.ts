/**
 * Text shortened to at most `max` characters at a word boundary, with an ellipsis: never cut in
 * the middle of a word (a single word longer than `max` is the only exception). Returns the text
 * unchanged when it fits.
 */
export function truncateAtWord(text: string, max: number): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  const head = clean.slice(0, max);
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > max * 0.5 ? head.slice(0, boundary) : head;
  return { text: `${cut.replace(/[\s,;:.–—-]+$/, '')}…`, truncated: true };
}
