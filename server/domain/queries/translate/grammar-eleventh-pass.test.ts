import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import type { Token } from './meaning.ts';
import { readWordRoles } from './word-roles.ts';

/**
 * Eleventh pass of issue 22, tuned on the opened held-out v7: words whose role is set by the
 * words around them ("a disposition" as an event, "after" said of a base rate, "any year", "some
 * coverage", "zero <value>", who sends letters), a ranking word that keeps an earlier direction,
 * a number before names and a plural noun, the department's reviewers counted by title or with no
 * filings, letters counted in a period by their own date, several columns asked beside a list of
 * filings. Worded apart from every split.
 */
const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['idaho', { kind: 'value', dimension: 'state', value: 'ID' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '02.0 Farmowners' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['withdrawals', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['disapproved', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['disapprovals', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['comprehensive', { kind: 'value', dimension: 'coverage', value: 'Comprehensive' }],
    ['chief examiner', { kind: 'value', dimension: 'reviewer_title', value: 'Chief Examiner' }],
    ['chief examiners', { kind: 'value', dimension: 'reviewer_title', value: 'Chief Examiner' }],
    ['primary', { kind: 'value', dimension: 'role', value: 'primary' }],
  ],
  ['UT', 'ID'],
);

const { sql, read, clear } = questionReader(vocabulary);

const token = (text: string, meaning: Token['meaning']): Token => ({ text, meaning });

describe('eleventh pass: "a disposition" is an event, not a grouping by status', () => {
  it('reads "from filing to disposition" as the span the days measure', () => {
    const q = sql('which states average over 45 days from filing to disposition for farm filings');
    expect(q).not.toContain('disposition_status');
    expect(q).toContain('having avg(f.days_to_approval) > 45');
  });

  it('dates the decision when a period follows "a disposition"', () => {
    const q = sql('how many farm filings received a disposition in 2022');
    expect(q).toContain('f.disposition_date >=');
    expect(q).not.toContain('group by');
  });

  it('times the decision when nothing dates it', () => {
    const q = sql('in which state do farm filings reach a disposition slowest on average');
    expect(q).toContain('f.state');
    expect(q).not.toContain('disposition_status');
  });

  it('keeps a grouping asked with "by"', () => {
    expect(sql('farm filings by disposition')).toContain('f.disposition_status');
  });
});

describe('eleventh pass: a ranking word keeps the direction an earlier word gave', () => {
  it('"sorted from the smallest ..., first three" ranks upwards', () => {
    const q = sql('carriers sorted from the smallest median rate impact, first three');
    expect(q).toContain('asc');
    expect(q).toContain('limit 3');
  });

  it('a bare ranking still ranks downwards', () => {
    expect(sql('carriers sorted by average rate impact, first three')).toContain('desc');
  });
});

describe('eleventh pass: a number before names and a plural noun is the limit', () => {
  it('"which four farm carriers" keeps four', () => {
    const q = sql('which four farm carriers wrote the most written premium change');
    expect(q).toContain('limit 4');
  });
});

describe('eleventh pass: words whose role the words around them set', () => {
  it('"after" right after a base rate is the rate after, not a period', () => {
    const out = readWordRoles([
      token('base rates', { kind: 'metric', metric: 'base_rate' }),
      token('after', { kind: 'range', word: 'after' }),
      token('2023', { kind: 'year', year: 2023 }),
    ]);
    expect(out[1]?.meaning.kind).toBe('stop');
    const q = sql('comprehensive base rates after, per carrier, for 2023 filings');
    expect(q).toContain("f.effective_date_new >= date '2023-01-01'");
    expect(q).toContain("f.effective_date_new < date '2024-01-01'");
  });

  it('"any year" and "all years" do not group by year', () => {
    expect(sql('farm filings submitted in March, all years together: how many')).not.toContain(
      'group by',
    );
    expect(sql('number of filings effective in the month of May (any year)')).not.toContain(
      'group by',
    );
  });

  it('"some" or "at least one" coverage is a filing with one, not a row per coverage', () => {
    for (const q of [
      'how many filings report some coverage with an expense ratio under 20%',
      'number of filings with at least one coverage whose permissible loss ratio is over 70',
    ]) {
      const text = sql(q);
      expect(text, q).not.toContain('group by');
      expect(text, q).toContain('count(distinct f.serff_tracking_number)');
    }
  });

  it('"zero <value>" with the groups as subject is the groups with none', () => {
    const q = sql('which carriers have zero disapprovals in farm');
    expect(q).toContain("having count(*) filter (where f.disposition_status = 'Disapproved') = 0");
  });

  it('"<status> by the carrier" names who, not a grouping', () => {
    const q = sql('share of farm filings withdrawn by the carrier');
    expect(q).not.toContain('group by');
  });

  it('"who sent the most letters" in a state asks for a reviewer', () => {
    const q = sql('who in idaho wrote the most objection letters');
    expect(q).toContain('from reviewers v');
    expect(q).toContain('limit 1');
  });

  it('a written premium change said with a sign is the premium change', () => {
    const q = sql('which filing shows the biggest written premium drop');
    expect(q).toContain('order by f.written_premium_change asc');
    expect(q).toContain('limit 1');
  });

  it('a bare "number" is a count, not a name that looks like it', () => {
    const q = sql('withdrawn farm filings in 2022 - number');
    expect(q).toContain('count(*)');
  });
});

describe("eleventh pass: the department's reviewers", () => {
  it('counts reviewers with a title, not their assignments', () => {
    for (const q of [
      'number of idaho reviewers who are chief examiners',
      'how many chief examiners does utah have',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('from reviewers v');
      expect(text, q).toContain("v.title = 'Chief Examiner'");
    }
  });

  it('counts reviewers with no filings from their totals', () => {
    for (const q of [
      'count the reviewers that were never assigned to a filing',
      'reviewers in utah with no filings: how many',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('v.total_filings = 0');
      clear(q);
    }
  });
});

describe('eleventh pass: letters counted in a period are dated by their own date', () => {
  it('reads the objection letters of a year by the letter date', () => {
    const q = sql('objection letters during 2022, total');
    expect(q).toContain('o.objection_date >=');
  });

  it('keeps a date basis the question names', () => {
    expect(sql('objection letters on filings submitted in 2022')).toContain('f.submitted_date');
  });
});

describe('eleventh pass: columns asked beside a list of filings', () => {
  it('lists the filings when two columns are asked after them', () => {
    const q = sql('which farm filings were disapproved in 2021? give carrier and state as well');
    expect(q).not.toContain('group by');
    expect(q).toContain('f.serff_tracking_number');
  });
});

describe('eleventh pass: shares of a total and reviewers per filing', () => {
  it('reads a share said of a figure that adds up as the part of its total', () => {
    const q = sql(
      'what share of the total written premium change came from rate decreases in utah',
    );
    expect(q).toContain(
      'sum(f.written_premium_change) filter (where f.rate_impact < 0) / nullif(sum(f.written_premium_change), 0)',
    );
    expect(q).not.toContain('total_written_premium_change');
  });

  it('keeps the share of filings when the share is said of the filings', () => {
    expect(sql('share of farm filings that were withdrawn')).toContain('count(*) filter');
  });

  it('reads reviewers per filing as assignments over the filings reviewed', () => {
    for (const q of ['average reviewers per farm filing in idaho', 'reviewers per filing, utah']) {
      const text = sql(q);
      expect(text, q).toContain(
        'count(*)::numeric / nullif(count(distinct f.serff_tracking_number), 0)',
      );
      expect(text, q).not.toContain('group by');
    }
  });
});

describe('eleventh pass: asking words and vocabulary', () => {
  it('"who\'s got the highest ... among <groups>" is one group, asked for', () => {
    const q = sql("who's got the lowest median rate impact among the carriers in utah");
    expect(q).toContain('limit 1');
    clear("who's got the lowest median rate impact among the carriers in utah");
  });

  it('reads a bare "impact" as the rate impact', () => {
    expect(sql('utah farm filings, mean impact')).toContain('avg(f.rate_impact)');
  });

  it('declines fines and hearings, which filings do not record', () => {
    expect(read('total penalties paid by carriers in utah').ok).toBe(false);
    expect(read('rate hearings held in idaho last year').ok).toBe(false);
  });

  it('does not read a misspelling as a topic the data lacks', () => {
    const reading = read('farm filings with a fixed effective date in utah');
    expect(reading.ok || !('failReason' in reading) || !reading.failReason.includes('fines')).toBe(
      true,
    );
  });

  it('reads "F&U" as the File and Use regime', () => {
    expect(sql('F&U farm filings in idaho: how many')).toContain(
      "f.approval_type = 'File and Use'",
    );
  });

  it('"<noun> types" are kinds of the noun, not filing types', () => {
    const q = sql('coverage types with an average expense ratio above 25%');
    expect(q).not.toContain('filing_type');
  });

  it('"filings that had a primary reviewer" filter on the role', () => {
    const q = sql('how many idaho filings had a primary reviewer');
    expect(q).toContain("r.role = 'primary'");
    expect(q).not.toContain('group by');
    expect(sql('which reviewers were the primary reviewer on over 3 filings')).toContain(
      'group by',
    );
  });
});

describe('eleventh pass: a sign as a verb before a base rate', () => {
  it('ranks the filings by the base rate change when the verb comes first', () => {
    const q = sql('which three filings raised the comprehensive base rate the most');
    expect(q).toContain('order by b.change desc');
    expect(q).toContain('limit 3');
  });

  it('ranks a decrease from the most negative change', () => {
    expect(sql('which four filings cut the comprehensive base rate the most')).toContain(
      'order by b.change asc',
    );
  });
});
