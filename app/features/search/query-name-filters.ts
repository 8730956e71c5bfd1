import { US_STATE_NAMES } from '#app/lib/reference/us-state-names.ts';
import { normalizeSearchQuery } from '#contract/search/search-query-text.ts';

/** A name found in a search query and used as a filter instead of a word to search. */
export type QueryNameFilter = {
  kind: 'states' | 'carriers' | 'linesOfBusiness';
  /** The filter value sent to the api ("TX", "Progressive Harbor", "19.0 Personal Auto"). */
  value: string;
  /** The words of the query it was read from, as typed ("Texas"). */
  text: string;
};

export type QueryInterpretation = {
  /** The query without the names (what is searched as text). */
  rest: string;
  filters: QueryNameFilter[];
};

export type NameChoices = { states: string[]; carriers: string[]; linesOfBusiness: string[] };

type Candidate = {
  kind: QueryNameFilter['kind'];
  value: string;
  name: string;
  caseSensitive?: boolean;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "19.0 Personal Auto" → "Personal Auto" (the line's name without its code). */
const lineName = (line: string) => line.replace(/^[\d.]+\s+/, '').trim();

function candidates(choices: NameChoices): Candidate[] {
  const states = new Set(choices.states);
  const list: Candidate[] = [];
  for (const [code, name] of Object.entries(US_STATE_NAMES)) {
    if (!states.has(code)) continue;
    list.push({ kind: 'states', value: code, name });
    // A two-letter code counts only in capitals ("TX", never "or" or "in").
    list.push({ kind: 'states', value: code, name: code, caseSensitive: true });
  }
  for (const carrier of choices.carriers)
    list.push({ kind: 'carriers', value: carrier, name: carrier });
  for (const line of choices.linesOfBusiness) {
    const name = lineName(line);
    if (name.length >= 4) list.push({ kind: 'linesOfBusiness', value: line, name });
  }
  // Longest names first: "West Virginia" before "Virginia".
  return list.sort((a, b) => b.name.length - a.name.length);
}

/**
 * Reads the names of states (name, or code in capitals), carriers and lines of business in a
 * search query as filters and returns the rest of the query to search as text: "wildfire Texas"
 * is "wildfire" in TX. Quoted phrases and -excluded words are never read as names, and a query
 * made of names only is searched as it is (nothing would be left to search).
 */
export function interpretQueryNames(query: string, choices: NameChoices): QueryInterpretation {
  const filters: QueryNameFilter[] = [];
  // Quoted phrases are kept as they are: mask them while matching.
  const masked = query.replace(/-?"[^"]*"?/g, (phrase) => '\u0000'.repeat(phrase.length));
  let kept = query;
  let scan = masked;
  for (const candidate of candidates(choices)) {
    const pattern = new RegExp(
      `(^|[\\s,;(])${escapeRegExp(candidate.name).replace(/\s+/g, '\\s+')}(?=$|[\\s,;.)])`,
      candidate.caseSensitive ? 'g' : 'gi',
    );
    for (const match of [...scan.matchAll(pattern)]) {
      const start = (match.index ?? 0) + (match[1]?.length ?? 0);
      const end = (match.index ?? 0) + match[0].length;
      if (query[start - 1] === '-') continue;
      if (!filters.some((f) => f.kind === candidate.kind && f.value === candidate.value)) {
        filters.push({
          kind: candidate.kind,
          value: candidate.value,
          text: query.slice(start, end),
        });
      }
      const blank = ' '.repeat(end - start);
      kept = kept.slice(0, start) + blank + kept.slice(end);
      scan = scan.slice(0, start) + blank + scan.slice(end);
    }
  }
  // Words before a name are whole: "wildfire Texas" searches "wildfire " (not a prefix).
  const rest = normalizeSearchQuery(
    kept
      .replace(/\s+(OR\s+)+(?=\s*$)/g, ' ')
      .replace(/^\s*(OR\s+)+/, '')
      .replace(/\s+/g, ' '),
  );
  if (filters.length === 0 || !rest.replace(/\bOR\b/g, '').trim())
    return { rest: query, filters: [] };
  return { rest, filters };
}

/** The query with a name no longer read as a filter: its words quoted, so they are searched. */
export function keepNameAsText(query: string, filter: QueryNameFilter): string {
  const pattern = new RegExp(
    `(^|[\\s,;(])(${escapeRegExp(filter.text).replace(/\s+/g, '\\s+')})(?=$|[\\s,;.)])`,
  );
  return query.replace(pattern, (_all, before: string, words: string) => `${before}"${words}"`);
}
