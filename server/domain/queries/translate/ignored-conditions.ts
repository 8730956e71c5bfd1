import type { Token } from './meaning.ts';

/**
 * Words that open a condition or a grouping: what follows them restricts or splits the answer, so
 * an unknown word after one is a condition the translation did not apply ("only where the reviewer
 * is a supervisor", "excluding ones with objections", "per territory").
 */
const CONDITION_MARKERS =
  /^(only|just|where|whose|with|without|that|which|who|per|by|each|every|unless|if|among|excluding|except|other than|not|but not|leaving out|outside|no)$/;

/** Words skipped between a marker and the condition's unknown word ("where the reviewer is a ..."). */
const LINKS = /^(the|a|an|of|in|on|for|its|their|to|is|are|was|were|been|be|any|ones|those)$/;

const isToken = (piece: Token | string | undefined): piece is Token =>
  piece !== undefined && typeof piece !== 'string';

/** A word that names something (a capitalised name, a code or a number written with letters). */
const looksLikeName = (word: string, index: number): boolean =>
  (index > 0 && /^[A-Z][a-z]/.test(word)) || /\d/.test(word);

/**
 * The parts of a question that look like a condition but were not placed: unknown words after a
 * condition marker, a comparison or a negation, and unknown names or numbers anywhere. Each part
 * is returned as written, with its marker ("only where ... supervisor"), for the warning.
 */
export function ignoredConditions(sequence: (Token | string)[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < sequence.length) {
    const piece = sequence[i];
    if (typeof piece !== 'string') {
      i++;
      continue;
    }
    const start = i;
    while (typeof sequence[i] === 'string') i++;
    const run = sequence.slice(start, i) as string[];
    let j = start - 1;
    const links: string[] = [];
    while (j >= 0) {
      const before = sequence[j];
      // The subject of the condition is skipped too: "where the reviewer is a ...".
      const link =
        isToken(before) &&
        (LINKS.test(before.text) ||
          before.meaning.kind === 'copula' ||
          (before.meaning.kind === 'dimension' && /^(is|are|was|were)$/.test(links[0] ?? '')));
      if (!link) break;
      links.unshift(before.text);
      j--;
    }
    const marker = sequence[j];
    const opens =
      isToken(marker) &&
      (CONDITION_MARKERS.test(marker.text) ||
        marker.meaning.kind === 'not' ||
        marker.meaning.kind === 'comparison');
    if (opens && isToken(marker)) {
      out.push([marker.text, ...(links.length > 0 ? ['...'] : []), ...run].join(' '));
    } else if (run.some((word, k) => looksLikeName(word, start + k))) {
      out.push(run.join(' '));
    }
  }
  return out;
}
