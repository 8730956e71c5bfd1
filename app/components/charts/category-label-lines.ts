/**
 * A category's name as the lines of a chart's category axis: words wrapped at `maxChars`
 * characters a line, at most `maxLines` lines, the last ending in "…" when the name is longer
 * (cut at a word where one fits, else inside the word). The tooltip and the table carry the name
 * whole. Counting characters rather than measuring them keeps the cut the same on the server, in
 * every browser and in tests; `maxChars` is chosen for the axis's width at a wide character.
 */
export function categoryLabelLines(name: string, maxChars: number, maxLines: number): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= maxChars) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    if (lines.length === maxLines) break;
    current = word;
  }
  if (current && lines.length < maxLines) lines.push(current);
  const cut = index < words.length || lines.some((line) => line.length > maxChars);
  const fitted = lines.slice(0, maxLines).map((line) => shorten(line, maxChars));
  if (!cut) return fitted;
  const last = fitted.length - 1;
  fitted[last] = withEllipsis(fitted[last] ?? '', maxChars);
  return fitted;
}

/** A line no longer than `maxChars`: a single word too long for a line is cut with "…". */
function shorten(line: string, maxChars: number): string {
  return line.length <= maxChars ? line : `${line.slice(0, maxChars - 1)}…`;
}

/** The line with "…" at its end, within `maxChars` (dropping the last word when it must). */
function withEllipsis(line: string, maxChars: number): string {
  if (line.endsWith('…')) return line;
  if (line.length + 1 <= maxChars) return `${line}…`;
  const space = line.lastIndexOf(' ', maxChars - 1);
  return space > 0 ? `${line.slice(0, space)}…` : `${line.slice(0, maxChars - 1)}…`;
}
