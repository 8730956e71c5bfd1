import { type Meaning, PLACED_PERIOD_KINDS, type Token } from './meaning.ts';

/** Meanings that name a period: a year, a month, a quarter, a date, a window, a range word. */
const PERIOD_KINDS = new Set<Meaning['kind']>([...PLACED_PERIOD_KINDS, 'recent', 'weeks']);

/** Time dimensions whose rows a taking effect dates ("took effect in each year"). */
const TIME_ROWS = /^(year|quarter|month)$/;

/** "took effect", "take effect", "went into effect", "in effect": the rates' taking effect. */
const TOOK_EFFECT =
  /^(took|take|takes|taken|taking|went into|go into|goes into|gone into|in) effect$/;

/**
 * A phrase of taking effect that is a flag of the filing, not its effective date (issue 22, tenth
 * pass): "effective on approval", "take effect upon approval" (the change takes effect when it is
 * approved: `on_approval`), and "the filings that took effect" with no period named (the rates
 * took effect: `took_effect`). Before, both were read as the date basis and, with no period,
 * used for nothing. Returns the token that replaces the phrase and how many tokens it spans.
 */
export function effectFlag(
  tokens: readonly Token[],
  i: number,
): { token: Token; length: number } | undefined {
  const t = tokens[i];
  // "the on-approval filings", "an on-approval effective date": the flag, before its noun.
  if (t?.text === 'on' && tokens[i + 1]?.text === 'approval' && t.meaning.kind === 'stop') {
    return {
      token: {
        text: 'on approval',
        meaning: { kind: 'value', dimension: 'on_approval', value: 'true' },
      },
      length: 2,
    };
  }
  if (t?.meaning.kind !== 'date-field' || !/effect/.test(t.text)) return undefined;
  let k = i + 1;
  while (
    k < tokens.length &&
    ['stop', 'copula'].includes(tokens[k]?.meaning.kind ?? '') &&
    !/^(on|upon|approval)$/.test(tokens[k]?.text ?? '')
  )
    k++;
  // "on approval", or "upon approval" (an unplaced "upon" leaves no token).
  const end = /^(on|upon)$/.test(tokens[k]?.text ?? '') ? k + 1 : k;
  if (/^approval$/.test(tokens[end]?.text ?? '')) {
    const text = tokens
      .slice(i, end + 1)
      .map((x) => x.text)
      .join(' ');
    return {
      token: { text, meaning: { kind: 'value', dimension: 'on_approval', value: 'true' } },
      length: end + 1 - i,
    };
  }
  if (!TOOK_EFFECT.test(t.text)) return undefined;
  // "and" names no period alone: "took effect and were Prior Approval" (twentieth pass).
  const period = (x: Token) =>
    PERIOD_KINDS.has(x.meaning.kind) && !(x.meaning.kind === 'range' && x.meaning.word === 'and');
  if (tokens.some(period)) return undefined;
  // "how many filings took effect in each year" (nineteenth pass): rows of time date the filings.
  if (tokens.some((x) => x.meaning.kind === 'dimension' && TIME_ROWS.test(x.meaning.dimension)))
    return undefined;
  return {
    token: { text: t.text, meaning: { kind: 'value', dimension: 'took_effect', value: 'true' } },
    length: 1,
  };
}

/**
 * A sign word that says where a date lies, not that rates went down: "effective dates fall prior
 * to 2020", "filings whose submission fell in Q3". It follows a date (the date basis named) or
 * comes right before a period word.
 */
export function placementVerb(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t?.meaning.kind !== 'sign' || !/^(fall|falls|fell|falling|fallen)$/.test(t.text))
    return false;
  let k = i - 1;
  while (k >= 0 && ['stop', 'copula'].includes(tokens[k]?.meaning.kind ?? '')) k--;
  const after = tokens[i + 1]?.meaning.kind;
  const previous = tokens[k]?.meaning.kind;
  return previous === 'date-field' || (after === 'range' && previous !== 'metric');
}

/**
 * "do not take effect on approval", "not effective on approval", "don't go into effect upon
 * approval" (nineteenth pass): a negation before a taking effect on approval denies the flag
 * (`on_approval` false); read as rates that never took effect beside the flag, the filings counted
 * were the ones that do take effect on approval. `not` is the negation's index, `i` the phrase's.
 */
function notOnApproval(
  tokens: readonly Token[],
  not: number,
  i: number,
): { token: Token; length: number } | undefined {
  const effect = effectFlag(tokens, i);
  const m = effect?.token.meaning;
  if (!effect || m?.kind !== 'value' || m.dimension !== 'on_approval') return undefined;
  const length = i - not + effect.length;
  const text = tokens
    .slice(not, not + length)
    .map((x) => x.text)
    .join(' ');
  return { token: { text, meaning: { ...m, value: 'false' } }, length };
}

/**
 * The question's tokens with the phrases above read as what they are: a taking effect as its flag,
 * a sign word that places a date as a stop word. Run before the interpreter and the checks, so
 * both see the same reading.
 */
export function readFlagPhrases(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (t === undefined) continue;
    if (placementVerb(out, i)) {
      out[i] = { text: t.text, meaning: { kind: 'stop' } };
      continue;
    }
    let k = i - 1;
    while (k >= 0 && ['stop', 'copula'].includes(out[k]?.meaning.kind ?? '')) k--;
    // "never took effect" is read by the interpreter as rates that did not take effect.
    if (out[k]?.meaning.kind === 'not') {
      // "do not take effect on approval" (nineteenth pass): the negation is of the flag.
      const denied = notOnApproval(out, k, i);
      if (denied) {
        out.splice(k, denied.length, denied.token);
        i = k;
      }
      continue;
    }
    const effect = effectFlag(out, i);
    if (effect) out.splice(i, effect.length, effect.token);
  }
  return out;
}
