import { type FuzzyName, normalizePhrase, type Vocabulary } from './load-vocabulary.ts';
import type { Meaning, Token } from './meaning.ts';
import { misspeltPhraseReader, withinOneEdit } from './misspelt-phrase.ts';
import { splitWords } from './split-words.ts';
import { phraseStems, stemPhrase } from './stem-phrases.ts';
import { trigramSimilarity } from './trigram-similarity.ts';

/** The placed phrases, the words left over, and both in the question's order. */
export type Tokenized = { tokens: Token[]; unplaced: string[]; sequence: (Token | string)[] };

const NUMBER_WORDS = new Map<string, number>([
  ...'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i): [string, number] => [w, i + 1]),
  ['zero', 0],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
  ['hundred', 100],
  ['dozen', 12],
  ['a dozen', 12],
]);
const pad = (n: number | string) => String(n).padStart(2, '0');
/**
 * State codes that are not English words, read in lower case too ("filings in ny"); "in", "or",
 * "me", "oh", "ok", "hi", "la", "co", "id", "ma", "mo", "ne", "wa", "va", "al", "de", "pa" are not.
 */
const LOWER_CASE_CODES =
  /^(ak|az|ar|ca|ct|dc|fl|ga|ia|il|ks|ky|md|mi|mn|ms|mt|nc|nd|nh|nj|nm|nv|ny|ri|sc|sd|tn|tx|ut|vt|wi|wv|wy)$/;
const MAX_PHRASE = 7;
const FUZZY_THRESHOLD = 0.5;
const MULTI_WORD_THRESHOLD = 0.35;

function literal(word: string, previous: Meaning | undefined): Meaning | undefined {
  const lower = word.toLowerCase();
  const quarter = /^q([1-4])$/.exec(lower);
  if (quarter) return { kind: 'quarter', quarter: Number(quarter[1]) };
  const fiscal = /^(?:fy|cy)?(\d{4})$/.exec(lower);
  // "above 2000 policyholders" is a number; "the biggest 2024 premium change" names a year.
  const afterComparison = previous?.kind === 'comparison';
  if (fiscal && !afterComparison) {
    const year = Number(fiscal[1]);
    if (year >= 1990 && year <= 2100) return { kind: 'year', year };
  }
  const iso = /^((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})$/.exec(lower);
  if (iso) return { kind: 'date', date: `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}` };
  const us = /^(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})$/.exec(lower);
  if (us) return { kind: 'date', date: `${us[3]}-${pad(us[1] ?? '')}-${pad(us[2] ?? '')}` };
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(lower);
  if (ordinal) return { kind: 'number', value: Number(ordinal[1]) };
  if (/^[+-]?\d+(\.\d+)?$/.test(lower)) return { kind: 'number', value: Number(lower) };
  const scaled = /^(\d+(?:\.\d+)?)(k|m|mm|bn|b)$/.exec(lower);
  if (scaled) {
    const factor = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 }[scaled[2] as 'k'];
    return { kind: 'number', value: Number(scaled[1]) * factor };
  }
  const spelled = NUMBER_WORDS.get(lower);
  return spelled === undefined ? undefined : { kind: 'number', value: spelled };
}

function bestFuzzy(text: string, names: FuzzyName[]): FuzzyName | undefined {
  const threshold = text.includes(' ') ? MULTI_WORD_THRESHOLD : FUZZY_THRESHOLD;
  let best: FuzzyName | undefined;
  let bestScore = 0;
  for (const name of names) {
    const score = trigramSimilarity(text, name.alias);
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return bestScore >= threshold ? best : undefined;
}

/** Places unknown runs of words by fuzzy name matching, longest sub-span first. */
function placeFuzzy(words: string[], vocabulary: Vocabulary): (Token | string)[] {
  const out: (Token | string)[] = [];
  let i = 0;
  while (i < words.length) {
    let placed = false;
    for (let length = Math.min(5, words.length - i); length >= 1 && !placed; length--) {
      const text = words.slice(i, i + length).join(' ');
      if (text.replace(/[^a-z]/gi, '').length < 4) continue;
      const match = bestFuzzy(text, vocabulary.fuzzy);
      if (match) {
        out.push({
          text,
          meaning: { kind: 'value', dimension: match.dimension, value: match.value },
          approximate: true,
        });
        i += length;
        placed = true;
      }
    }
    if (!placed) out.push(words[i++] ?? '');
  }
  return out;
}

/** A misspelt single word of the vocabulary ("carier", "wyomingg"), for words of 5+ letters. */
function misspelt(word: string, vocabulary: Vocabulary): Meaning | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 4 || !/^[a-z]+$/.test(lower)) return undefined;
  for (const [phrase, meaning] of vocabulary.phrases) {
    // A four-letter word is read only as a dimension one letter short ("sate" for "state").
    if (lower.length === 4 && (meaning.kind !== 'dimension' || phrase.length !== 5)) continue;
    // A misspelling is not read as a topic the data lacks ("fixed" is not "fined").
    if (
      meaning.kind !== 'stop' &&
      meaning.kind !== 'outside' &&
      !phrase.includes(' ') &&
      withinOneEdit(lower, phrase)
    ) {
      return meaning;
    }
  }
  return undefined;
}

/**
 * Splits a question into placed phrases: the longest phrase of the vocabulary at each word,
 * numbers, years and quarters, state codes in capitals, then fuzzy names for what is left.
 */
export function tokenizeQuestion(text: string, vocabulary: Vocabulary): Tokenized {
  const words = splitWords(text);
  const stems = phraseStems(vocabulary);
  /** A name or set phrase of two or more words written in other forms ("roofs aged 21+ years"). */
  const stemmed = (phrase: string): Meaning | undefined => {
    const stem = stemPhrase(phrase);
    return stem.includes(' ') ? stems.get(stem) : undefined;
  };
  const misspeltPhrase = misspeltPhraseReader(vocabulary);
  const pieces: (Token | string)[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i] ?? '';
    const previous = [...pieces].reverse().find((p): p is Token => typeof p !== 'string');
    const code = LOWER_CASE_CODES.test(word) ? word.toUpperCase() : word;
    if (/^[A-Z]{2}$/.test(code) && vocabulary.stateCodes.has(code)) {
      pieces.push({ text: word, meaning: { kind: 'value', dimension: 'state', value: code } });
      i++;
      continue;
    }
    let matched = false;
    // Exact phrases first, longest first; then names written in other forms of their words.
    for (const lookup of [(p: string) => vocabulary.phrases.get(p), stemmed]) {
      for (let length = Math.min(MAX_PHRASE, words.length - i); length >= 1 && !matched; length--) {
        const phrase = normalizePhrase(words.slice(i, i + length).join(' ')).replace(/'s$/, '');
        const meaning = lookup(phrase);
        if (meaning) {
          pieces.push({ text: phrase, meaning });
          i += length;
          matched = true;
        }
      }
      if (matched) break;
    }
    if (matched) continue;
    const close = misspeltPhrase(words, i, MAX_PHRASE);
    if (close) {
      const text = words.slice(i, i + close.length).join(' ');
      pieces.push({ text, meaning: close.meaning, approximate: true, readAs: close.phrase });
      i += close.length;
      continue;
    }
    const exact = literal(word, previous?.meaning);
    const meaning = exact ?? misspelt(word, vocabulary);
    pieces.push(meaning ? { text: word, meaning, ...(exact ? {} : { approximate: true }) } : word);
    i++;
  }
  coordinateFilingTypes(pieces, vocabulary);
  const tokens: Token[] = [];
  const unplaced: string[] = [];
  const sequence: (Token | string)[] = [];
  let run: string[] = [];
  const flush = () => {
    for (const piece of placeFuzzy(run, vocabulary)) {
      sequence.push(piece);
      if (typeof piece === 'string') unplaced.push(piece);
      else tokens.push(piece);
    }
    run = [];
  };
  for (const piece of pieces) {
    if (typeof piece === 'string') run.push(piece);
    else {
      flush();
      tokens.push(piece);
      sequence.push(piece);
    }
  }
  flush();
  return { tokens, unplaced, sequence };
}

const COORDINATORS = /^(and|or|vs|versus|against|to)$/;

/**
 * "Rate filings and Rule filings", "Rate/Rule filings vs Rate filings" (sixteenth pass): a word that
 * names a filing type only with a qualifier ("rate") is that type when it is said with "filings"
 * and set beside another filing type by "and", "or", "vs" or "to". In place.
 */
function coordinateFilingTypes(pieces: (Token | string)[], vocabulary: Vocabulary): void {
  const isType = (p: Token | string | undefined) =>
    typeof p !== 'string' && p?.meaning.kind === 'value' && p.meaning.dimension === 'filing_type';
  const text = (p: Token | string | undefined) =>
    (typeof p === 'string' ? p : (p?.text ?? '')).toLowerCase();
  // "Rate/Rule count divided by Rate count": "by" after "divided" sets the two side by side too.
  const coordinator = (at: number) =>
    COORDINATORS.test(text(pieces[at])) ||
    (text(pieces[at]) === 'by' && text(pieces[at - 1]) === 'divided');
  for (let i = 0; i + 1 < pieces.length; i++) {
    const word = pieces[i];
    const noun = pieces[i + 1];
    if (typeof word === 'string' || typeof noun === 'string' || !word || !noun) continue;
    const filings = noun.meaning.kind === 'metric' && noun.meaning.metric === 'filings';
    const count = noun.meaning.kind === 'count' && /^counts?$/.test(noun.text);
    if (!filings && !count) continue;
    if (word.meaning.kind === 'value') continue;
    const meaning = vocabulary.phrases.get(`${normalizePhrase(word.text)} only`);
    if (meaning?.kind !== 'value' || meaning.dimension !== 'filing_type') continue;
    const afterBy = text(pieces[i + 2]) === 'divided' ? i + 3 : i + 2;
    const beside =
      (coordinator(afterBy) && isType(pieces[afterBy + 1])) ||
      // Before: "Rule filings and", "Rate/Rule count divided by".
      (coordinator(i - 1) && [2, 3, 4].some((back) => isType(pieces[i - back])));
    if (!beside) continue;
    // "rate filings" is the type; "rate count" the type and its count.
    if (filings) pieces.splice(i, 2, { text: `${word.text} ${noun.text}`, meaning });
    else pieces.splice(i, 1, { text: word.text, meaning });
  }
}
