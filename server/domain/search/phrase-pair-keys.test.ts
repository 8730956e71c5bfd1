import { describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { pgHashText, phrasePairKeys, phraseQueryKeys } from './phrase-pair-keys.ts';
import { phrasePattern } from './search-match-terms.ts';

/** A deterministic generator of awkward texts: words, digits, punctuation, accents, line breaks. */
function awkwardTexts(count: number): string[] {
  const parts = [
    'Rate',
    'change',
    'CHANGES',
    'side-by-side',
    'x_rate',
    '2024-01-01',
    '1.181',
    '(base',
    'rate)',
    '“territory”',
    'café',
    'naïve',
    'AVIC-131046949',
    '—',
    ',',
    'of',
    'the',
    '\n',
    '\t',
    '  ',
    'ÉTUDE',
    'a',
    '-',
    '\u00a0',
    '\u3000',
    '.',
  ];
  let state = 7;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: count }, () => {
    const length = next() % 30;
    let text = '';
    for (let k = 0; k < length; k++) text += parts[next() % parts.length] + (next() % 3 ? ' ' : '');
    return text;
  });
}

describe('phrasePairKeys', () => {
  it('pairs consecutive ASCII word runs that only whitespace separates, lower-cased', () => {
    const pairs = (...texts: string[]) => texts.map(pgHashText).sort((x, y) => x - y);
    expect(phrasePairKeys('The “Rate”  change\n x_rate 2024-01-01, café')).toEqual(
      pairs('the rate', 'rate change', 'change x_rate', 'x_rate 2024'),
    );
    expect(phrasePairKeys('rate-change, rate. Change')).toEqual([]);
    expect(phrasePairKeys('Rate change')).toEqual([pgHashText('rate change')]);
    expect(phrasePairKeys('rate change rate change')).toHaveLength(2);
    expect(phrasePairKeys('rate')).toEqual([]);
    expect(phrasePairKeys('')).toEqual([]);
  });

  it('gives no query keys for one word, or a phrase outside ASCII', () => {
    expect(phraseQueryKeys('rate')).toEqual([]);
    expect(phraseQueryKeys('café rate')).toEqual([]);
    expect(phraseQueryKeys('side-by-side comparison')).toEqual([pgHashText('side comparison')]);
  });

  it('keeps every text the phrase pattern matches (the keys are a necessary condition)', () => {
    const texts = awkwardTexts(400);
    const phrases = ['rate change', 'side-by-side rate', 'the rate', 'x_rate change', 'of the'];
    let matched = 0;
    for (const phrase of phrases) {
      // The ARE of phrasePattern in JavaScript, with the C locale's classes (only ASCII is
      // alphanumeric), under which the pattern matches the most texts, and \s as wide as any.
      const pattern = new RegExp(phrasePattern(phrase).replaceAll('[:alnum:]', 'A-Za-z0-9'), 'i');
      const keys = phraseQueryKeys(phrase);
      for (const text of texts) {
        if (!pattern.test(text)) continue;
        matched++;
        const held = new Set(phrasePairKeys(text));
        expect(
          keys.every((key) => held.has(key)),
          `${phrase} in ${text}`,
        ).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(20);
  });
});

describe.each(listTestTargets())('phrase pair keys in the database on %s', (target) => {
  const fixture = useTestDatabase(target, async () => undefined);

  it('hashes as hashtext and computes the same keys as the app (phrase_pair_keys)', async () => {
    const texts = awkwardTexts(300);
    const rows = await fixture.db.query<{ n: number; keys: number[]; hash: number }>(
      `select t.n::int as n, phrase_pair_keys(t.text) as keys, hashtext(t.text) as hash
       from unnest($1::text[]) with ordinality as t(text, n) order by t.n`,
      [texts],
    );
    for (const row of rows) {
      const text = texts[row.n - 1] ?? '';
      expect(row.keys, text).toEqual(phrasePairKeys(text));
      if (/^[\x20-\x7e]*$/.test(text)) expect(row.hash, text).toBe(pgHashText(text));
    }
    expect(rows).toHaveLength(texts.length);
  });

  it('keys rows any write leaves without keys, and again when their text changes', async () => {
    const filing = await insertFiling(fixture.db, {
      product_name: 'Homeowners Side-by-side Plan',
      summary: 'Base rate change of 4.2%',
      objections: [{ content: 'Explain the territory rate change.', summary: 'Territory' }],
    });
    const tn = filing.serff_tracking_number;
    const read = () =>
      fixture.db.query<{
        own: number[];
        summary: number[];
        letter: number[];
        letter_summary: number[];
      }>(
        `select w.phrase_pairs as own, w.summary_phrase_pairs as summary,
           o.phrase_pairs as letter, o.summary_phrase_pairs as letter_summary
         from whole_filings w join objections o on o.serff_tracking_number = w.serff_tracking_number
         where w.serff_tracking_number = $1`,
        [tn],
      );
    const [before] = await read();
    expect(before?.summary).toEqual(phrasePairKeys('Base rate change of 4.2%'));
    expect(before?.letter).toEqual(phrasePairKeys('Explain the territory rate change.'));
    expect(before?.letter_summary).toEqual([]);
    expect(before?.own).toContain(pgHashText('side plan'));
    expect(before?.own).not.toContain(pgHashText('side by'));
    await fixture.db.query(
      `update objections set reply_content = 'The indicated change is attached.' where serff_tracking_number = $1`,
      [tn],
    );
    await fixture.db.query(
      `update whole_filings set summary = null where serff_tracking_number = $1`,
      [tn],
    );
    const [after] = await read();
    expect(after?.letter).toEqual(
      phrasePairKeys('Explain the territory rate change. The indicated change is attached.'),
    );
    expect(after?.summary).toEqual([]);
  });
});
