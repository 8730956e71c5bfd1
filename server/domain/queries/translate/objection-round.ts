import type { Comparison, Token } from './meaning.ts';

/** Words after a round that reach the later rounds too: "round 3 or later", "the 2nd round on". */
const LATER =
  /^(or later|and later|or after|and after|onwards?|or beyond|and beyond|beyond|on|or more|and up|or higher|\+)$/;
/** Words before a round that keep only the rounds after it: "beyond the first round". */
const AFTER = /^(beyond|after|past|later than|over)$/;

const isRound = (t: Token | undefined): boolean =>
  t?.meaning.kind === 'dimension' && t.meaning.dimension === 'round' && t.meaning.singular;

/**
 * An objection letter's round said with its reach (twentieth pass): "round three or later", "the
 * 3rd round or beyond", "from round two onward", "round 3+" keep that round and the later ones;
 * "beyond the first round", "after round 1" the rounds after it; "round >= 2", "round > 1" compare
 * the round with the number. The round alone ("second-round letters", "round two") is a phrase of
 * the lexicon. Returns the tokens, each such span one `letter-round` token.
 */
export function readObjectionRounds(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  const span = (from: number, length: number, op: Comparison, round: number) => {
    const text = out
      .slice(from, from + length)
      .map((x) => x.text)
      .join(' ');
    out.splice(from, length, { text, meaning: { kind: 'letter-round', op, round } });
  };
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    const m = t?.meaning;
    // "round >= 2", "round > 1": the round compared with a number.
    if (isRound(t) && out[i + 1]?.meaning.kind === 'comparison') {
      const cmp = out[i + 1]?.meaning;
      const n = out[i + 2]?.meaning;
      if (cmp?.kind === 'comparison' && n?.kind === 'number' && Number.isInteger(n.value)) {
        span(i, 3, cmp.op, n.value);
        continue;
      }
    }
    if (m?.kind !== 'letter-round' || m.op !== '=') continue;
    let k = i + 1;
    if (out[k]?.text === 'or' && LATER.test(`or ${out[k + 1]?.text ?? ''}`)) k++;
    const next = out[k];
    const later =
      next !== undefined &&
      LATER.test(next.text) &&
      (next.meaning.kind === 'range' ||
        next.meaning.kind === 'comparison' ||
        next.meaning.kind === 'stop');
    if (later) {
      span(i, k + 1 - i, '>=', m.round);
      continue;
    }
    let b = i - 1;
    if (out[b]?.text === 'the') b--;
    if (b >= 0 && AFTER.test(out[b]?.text ?? '') && out[b]?.meaning.kind !== 'value') {
      span(b, i + 1 - b, '>', m.round);
      i = b;
    }
  }
  return out;
}
