const MAX_REQUESTS = 30;
const ITEM = /^(?:\d{1,2}[.)]|[-*•]|\([a-z0-9]{1,2}\))\s+(.+)$/i;
const ASKING =
  /\b(please|provide|explain|confirm|justify|submit|state whether|clarify|reconcile|support)\b|\?$/i;
const CLOSING = /^(please respond|respond within|sincerely|regards|thank you)/i;

/**
 * The requests of an objection letter, in order. Numbered or bulleted items are requests (a
 * following unmarked line continues the item; a closing line ends the list). In a letter without
 * items, each sentence asking for something ("please", "provide", a question...) is one.
 */
export function splitObjectionRequests(content: string): string[] {
  const items: string[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const item = ITEM.exec(line);
    if (item?.[1]) {
      items.push(item[1].trim());
    } else if (items.length > 0) {
      if (CLOSING.test(line)) break;
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
    }
  }
  if (items.length > 0) return items.slice(0, MAX_REQUESTS);
  return content
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && ASKING.test(s) && !CLOSING.test(s))
    .slice(0, MAX_REQUESTS);
}
