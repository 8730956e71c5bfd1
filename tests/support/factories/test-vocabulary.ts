import { BASE_LEXICON } from '#server/domain/queries/translate/base-lexicon.ts';
import type { Vocabulary } from '#server/domain/queries/translate/load-vocabulary.ts';
import type { Meaning } from '#server/domain/queries/translate/meaning.ts';

/**
 * A small vocabulary for the question translator's tests, built as loadVocabulary builds one:
 * the data's `values` first, then the base lexicon for every phrase they leave free; Allied
 * Shield Insurance Group is the one carrier matched fuzzily; `stateCodes` the known states.
 */
export function testVocabulary(
  values: readonly (readonly [string, Meaning])[],
  stateCodes: readonly string[],
): Vocabulary {
  const phrases = new Map<string, Meaning>(values);
  for (const [phrase, meaning] of BASE_LEXICON)
    if (!phrases.has(phrase)) phrases.set(phrase, meaning);
  return {
    phrases,
    fuzzy: [
      { dimension: 'carrier', value: 'Allied Shield Insurance Group', alias: 'allied shield' },
    ],
    stateCodes: new Set(stateCodes),
  };
}
