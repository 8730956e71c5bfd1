import type { Vocabulary } from './load-vocabulary.ts';
import type { Meaning } from './meaning.ts';

/**
 * Names of the data written in another form of the same words (issue 22, fifth pass): "roofs aged
 * 21+ years" for the level "Roof Age 21+ years", "credit based insurance score" for
 * "Credit-Based Insurance Score", "sub-type" for "sub type". Each word is cut to a crude stem
 * (plural, -ed, -ing and a final e dropped; hyphens and slashes read as spaces), and a run of
 * words whose stems equal those of a name of the data or a set phrase, both of two or more words,
 * is read as that name. Single words are not stemmed ("approve" is not the status "Approved"), so
 * that only names and set phrases gain the looser match.
 */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 3 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 2 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The stems of a phrase, hyphens and slashes read as spaces: "Credit-Based" → "credit bas". */
export function stemPhrase(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[-/]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(stemWord)
    .join(' ');
}

const cache = new WeakMap<Vocabulary, Map<string, Meaning>>();

/** Kinds whose phrases are set phrases worth a looser match (names, levels, measures). */
const STEMMED = new Set<Meaning['kind']>(['value', 'dimension', 'metric']);

/**
 * The stems of the vocabulary's names of data values and set phrases (measures, dimensions) of two
 * or more words, each to its meaning; the first phrase of a stem wins.
 */
export function phraseStems(vocabulary: Vocabulary): Map<string, Meaning> {
  const cached = cache.get(vocabulary);
  if (cached) return cached;
  const stems = new Map<string, Meaning>();
  for (const [phrase, meaning] of vocabulary.phrases) {
    if (!STEMMED.has(meaning.kind)) continue;
    const stem = stemPhrase(phrase);
    if (stem.includes(' ') && !stems.has(stem)) stems.set(stem, meaning);
  }
  cache.set(vocabulary, stems);
  return stems;
}
