/**
 * A search query as both tiers keep it: no leading blanks, and a run of trailing blanks kept as one
 * space, because a final space is meaningful: "rate " searches the whole word, "rate" also every
 * word it begins ("rates", "rated") while the analyst may still be typing it
 * (docs/search.md). A query of blanks only is ''.
 */
export function normalizeSearchQuery(text: string): string {
  const start = text.replace(/^\s+/, '');
  if (start.length === 0) return '';
  return start.replace(/\s+$/, ' ');
}
