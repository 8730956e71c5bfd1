import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { distributiveDimension } from './distributive-each.ts';
import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';
import { namedByValue } from './named-by-value.ts';
import { unaccountedStopWords } from './word-coverage.ts';

/**
 * Ninth pass of issue 22: a count asked before a condition stays a count, "in total" and
 * "overall" after a count, "most common", a trailing "each", "as a percentage" as an aside, an
 * agent's "by" before named members, and a warning for a distinct count of rating factors the
 * question did not ask for. Worded apart from every split.
 */
const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '02.0 Farmowners' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['orchard', { kind: 'value', dimension: 'sub_toi', value: '02.0001 Orchard' }],
    ['flex rating filings', { kind: 'value', dimension: 'approval_type', value: 'Flex Rating' }],
    ['flex rating', { kind: 'value', dimension: 'approval_type', value: 'Flex Rating' }],
    ['secondary', { kind: 'value', dimension: 'role', value: 'secondary' }],
    ['rate examiner', { kind: 'value', dimension: 'reviewer_title', value: 'Rate Examiner' }],
  ],
  ['UT'],
);

const { sql, read, capped, clear } = questionReader(vocabulary);

describe('ninth pass: a count asked before a condition stays a count', () => {
  it('counts the filings of a value whose name holds "filings", with a threshold after', () => {
    const text = 'how many flex rating filings had a rate impact above 12%';
    const counted = sql(text);
    expect(counted).toContain('count(*)');
    expect(counted).toContain('f.rate_impact > 12');
    clear(text);
  });

  it('reads "in total" and "overall" after a count as the count itself', () => {
    expect(sql('how many utah filings were withdrawn overall')).toContain('count(*)');
    expect(sql('how many farm filings are there in total')).toContain('count(*)');
    const ranked = sql('which three carriers have the most filings in total');
    expect(ranked).toContain('limit 3');
    expect(ranked).toContain('count(*)');
  });

  it('still reads "total" before a figure as its sum', () => {
    expect(sql('how many dollars of written premium in total for acme')).toContain('sum(');
  });
});

describe('ninth pass: "most common" ranks by the number of filings', () => {
  it('reads "the two most common lines" and "the rarest approval type"', () => {
    const common = sql('the two most common lines in utah');
    expect(common).toContain('count(*)');
    expect(common).toContain('desc');
    expect(common).toContain('limit 2');
    const rare = sql('rarest approval type');
    expect(rare).toContain('asc');
    expect(rare).toContain('limit 1');
  });
});

describe('ninth pass: a trailing "each" groups by the plural dimension named', () => {
  it('gives one row per carrier for "carriers other than Acme: how many filings each"', () => {
    const text = 'carriers other than acme: how many filings each';
    const each = sql(text);
    expect(each).toContain('group by 1');
    expect(each).toContain("f.carrier <> 'Acme Mutual Group'");
    clear(text);
  });

  it('finds the dimension only when the reading groups by nothing and one is named', () => {
    const tokens: Token[] = [
      { text: 'states', meaning: { kind: 'dimension', dimension: 'state', singular: false } },
      { text: 'how many', meaning: { kind: 'count' } },
      { text: 'each', meaning: { kind: 'stop' } },
    ];
    const intent = {
      groupBy: [],
      measures: [{ aggregate: 'count', metric: 'filings' }],
    } as unknown as Intent;
    expect(distributiveDimension(tokens, intent)).toBe('state');
    expect(distributiveDimension(tokens.slice(0, 2), intent)).toBeUndefined();
    const grouped = { ...intent, groupBy: ['carrier'] } as unknown as Intent;
    expect(distributiveDimension(tokens, grouped)).toBeUndefined();
  });

  it('names a trailing "each" unused when a plural dimension is named but nothing is grouped', () => {
    const tokens: Token[] = [
      { text: 'carriers', meaning: { kind: 'dimension', dimension: 'carrier', singular: false } },
      { text: 'how many', meaning: { kind: 'count' } },
      { text: 'each', meaning: { kind: 'stop' } },
    ];
    const ungrouped = { groupBy: [], measures: [], filters: new Map() } as unknown as Intent;
    expect(unaccountedStopWords(tokens, ungrouped)).toEqual(['each']);
    const grouped = { ...ungrouped, groupBy: ['carrier'] } as unknown as Intent;
    expect(unaccountedStopWords(tokens, grouped)).toEqual([]);
    expect(unaccountedStopWords(tokens.slice(1), ungrouped)).toEqual([]);
  });
});

describe('ninth pass: "as a percentage" set off as an aside keeps the part after it', () => {
  it('counts the decreases among Acme filings, not Acme among the decreases', () => {
    const share = sql('how many acme filings, as a percentage, lowered rates');
    expect(share).toContain('filter (where f.rate_impact < 0)');
    expect(share).toContain("where f.carrier = 'Acme Mutual Group'");
  });

  it('still reads "withdrawn as a percent of utah filings" with utah as the whole', () => {
    const share = sql('withdrawn as a percent of utah filings');
    expect(share).toContain("filter (where f.disposition_status = 'Withdrawn')");
    expect(share).toContain("where f.state = 'UT'");
  });
});

describe('ninth pass: an agent\'s "by" before named members filters them', () => {
  it('reads "reviewed by reviewers titled Rate Examiner" as a filter, not one row per reviewer', () => {
    const titled = sql('how many filings were reviewed by reviewers titled rate examiner');
    expect(titled).toContain("v.title = 'Rate Examiner'");
    expect(titled).not.toContain('group by');
    const role = sql('how many utah filings were reviewed by secondary reviewers');
    expect(role).toContain("r.role = 'secondary'");
    expect(role).not.toContain('group by');
  });

  it('still groups "reviewed by each reviewer" and "by reviewer"', () => {
    expect(sql('how many filings were reviewed by each reviewer')).toContain('group by');
    expect(sql('number of utah filings by reviewer')).toContain('group by');
  });

  it('needs an agent verb before "by" and a value of the dimension beside it', () => {
    const t = (text: string, meaning: Token['meaning']): Token => ({ text, meaning });
    const reviewers = t('reviewers', { kind: 'dimension', dimension: 'reviewer', singular: false });
    const title = t('rate examiner', {
      kind: 'value',
      dimension: 'reviewer_title',
      value: 'Rate Examiner',
    });
    const by = t('by', { kind: 'stop' });
    const reviewed = t('reviewed', { kind: 'stop' });
    expect(namedByValue([reviewed, by, reviewers, title], 2)).toBe(true);
    expect(namedByValue([by, reviewers, title], 1)).toBe(false);
    expect(namedByValue([reviewed, by, reviewers], 2)).toBe(false);
  });
});

describe('ninth pass: a distinct count of rating factors the question did not ask for', () => {
  it('warns that the number of factor changes may be meant', () => {
    capped('how many rating factors did acme change', 'the number of changes to them');
  });

  it('stays quiet when "different" or "distinct" is said', () => {
    const parsed = read('how many different rating factors did acme change');
    expect(parsed.ok && parsed.warning).not.toContain('the number of changes to them');
  });
});

describe('ninth pass: a value of another dimension right after a negated one is not negated', () => {
  it('reads "non-orchard farm filings" as farm filings other than orchard', () => {
    const text = 'average rate impact for non-orchard farm filings';
    const read = sql(text);
    expect(read).toContain("f.line_of_business = '02.0 Farmowners'");
    expect(read).toContain("f.sub_toi <> '02.0001 Orchard'");
    clear(text);
  });

  it('still leaves out a list of values of one dimension', () => {
    expect(sql('how many filings excluding utah and acme')).toContain("f.state <> 'UT'");
  });
});

describe('ninth pass: "who filed ..." asks for the filers', () => {
  it('gives one row per carrier for "who filed withdrawn utah filings"', () => {
    const filers = sql('who filed withdrawn utah filings');
    expect(filers).toContain('f.carrier');
    expect(filers).toContain('group by 1');
  });

  it('warns when "who" gets a plain list of filings', () => {
    capped('who reviewed the utah filings', '"who" asks for a carrier or a reviewer');
  });

  it('leaves "who filed the most" and a named carrier as they were', () => {
    expect(sql('who filed the most farm filings')).toContain('limit 1');
    expect(sql('who filed acme filings in utah')).not.toContain('group by');
  });
});

describe('ninth pass: "half a dozen" and "a couple of" are numbers', () => {
  it('reads them as limits', () => {
    expect(sql('which half dozen states filed the most farm filings')).toContain('limit 6');
    expect(sql('the top couple of carriers by average rate impact')).toContain('limit 2');
  });
});

describe('ninth pass: a percentage of the filings with groups as the subject is a share condition', () => {
  it('reads "states where more than 30% of filings were withdrawn" as each state\'s share', () => {
    const text = 'states where more than 30% of filings were withdrawn';
    const share = sql(text);
    expect(share).toContain("filter (where f.disposition_status = 'Withdrawn')");
    expect(share).toMatch(/having .* > 30/);
    expect(share).not.toContain('f.rate_impact');
    clear(text);
  });

  it('leaves a percentage of a figure as a threshold on it', () => {
    expect(sql('filings with more than 30% rate impact in utah')).toContain('f.rate_impact > 30');
  });
});
