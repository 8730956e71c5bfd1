/** A search box query split into what each kind of matching needs. */
export type ParsedSearchQuery = {
  /** The query for websearch_to_tsquery without tracking numbers and the prefix word. */
  leadingText: string;
  /** The last plain word, matched as a prefix (the user may still be typing it); '' for none. */
  prefixWord: string;
  /** Tracking numbers or parts of them (upper case), e.g. "SFMA-1343" or "134393024". */
  trackingNumbers: string[];
  /** Plain words (not quoted, not excluded, not OR) that may be misspelt carrier names. */
  nameCandidates: string[];
  /** The excluded words and phrases as one OR query ('' for none): they exclude whole filings. */
  excludedText: string;
  /**
   * The "quoted phrases", matched exactly (not stemmed) on the text of each hit: each group is
   * one phrase, or phrases joined by OR (any of them); a group with a plain word in its OR is
   * left to the full-text query.
   */
  phraseGroups: string[][];
};

type Token = { text: string; kind: 'word' | 'phrase' | 'excluded' | 'or' };

const TRACKING_NUMBER = /^(?:[A-Z]{2,8}-[A-Z]?\d{3,12}|[A-Z]{4}-|[A-Z]?\d{5,12})$/i;
const PREFIX_WORD = /^[\p{L}\p{N}]{2,40}$/u;
const NAME_WORD = /^[\p{L}][\p{L}'-]{3,40}$/u;

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of query.matchAll(pattern)) {
    const [, minus, phrase, word] = match;
    if (phrase !== undefined) {
      if (phrase.trim()) tokens.push({ text: phrase.trim(), kind: minus ? 'excluded' : 'phrase' });
    } else if (word === 'OR') tokens.push({ text: word, kind: 'or' });
    else if (word?.startsWith('-') && word.length > 1)
      tokens.push({ text: word.slice(1), kind: 'excluded' });
    else if (word && word !== '-') tokens.push({ text: word, kind: 'word' });
  }
  return tokens;
}

function render(token: Token): string {
  if (token.kind === 'phrase') return `"${token.text}"`;
  if (token.kind === 'excluded')
    return token.text.includes(' ') ? `-"${token.text}"` : `-${token.text}`;
  return token.text;
}

/** Tokens joined by OR form one group; a group of phrases only is checked exactly. */
function phraseGroups(tokens: Token[]): string[][] {
  const groups: Token[][] = [];
  let joined = false;
  for (const token of tokens) {
    if (token.kind === 'or') {
      joined = true;
      continue;
    }
    if (token.kind === 'excluded') continue;
    const last = groups.at(-1);
    if (joined && last) last.push(token);
    else groups.push([token]);
    joined = false;
  }
  return groups
    .filter((group) => group.every((token) => token.kind === 'phrase'))
    .map((group) => group.map((token) => token.text));
}

/**
 * Parses a search box query: words, "exact phrases", -excluded, OR (websearch syntax), tracking
 * numbers (whole or partial), and the last word as a prefix unless the query ends in a space.
 */
export function parseSearchQuery(raw: string): ParsedSearchQuery {
  const query = raw.replace(/[\p{Cc}\p{Co}]/gu, ' ');
  const tokens: Token[] = [];
  const trackingNumbers: string[] = [];
  for (const token of tokenize(query)) {
    const bare = token.text.replace(/[.,;:]+$/, '');
    if (token.kind === 'word' && TRACKING_NUMBER.test(bare))
      trackingNumbers.push(bare.toUpperCase());
    else tokens.push(token);
  }
  let prefixWord = '';
  const last = tokens.at(-1);
  const beforeLast = tokens.at(-2);
  const stillTyping = !/\s$/.test(query);
  if (
    stillTyping &&
    last?.kind === 'word' &&
    PREFIX_WORD.test(last.text) &&
    beforeLast?.kind !== 'or'
  ) {
    prefixWord = last.text.toLowerCase();
    tokens.pop();
  }
  const nameCandidates = tokens
    .filter((t) => t.kind === 'word' && NAME_WORD.test(t.text))
    .map((t) => t.text.toLowerCase());
  if (prefixWord && NAME_WORD.test(prefixWord)) nameCandidates.push(prefixWord);
  const excludedText = tokens
    .filter((t) => t.kind === 'excluded')
    .map((t) => `"${t.text}"`)
    .join(' OR ');
  return {
    excludedText,
    phraseGroups: phraseGroups(tokens),
    leadingText: tokens.map(render).join(' '),
    prefixWord,
    trackingNumbers: [...new Set(trackingNumbers)],
    nameCandidates: [...new Set(nameCandidates)],
  };
}
