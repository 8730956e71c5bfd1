import { describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { loadVocabulary } from './load-vocabulary.ts';

/**
 * Seventeenth pass of issue 22, in the tuner's own wordings: a count whose number was kept as a
 * list's length, and a threshold compared with another figure than the one it is said of, are
 * warned of; a relativity said to rise past a percent is the level's change; a percent sign after
 * a value is a share; filings said to have no rows of a plan table are `not exists`; a day of the
 * week is a date filter; the filings noun before a ranking word is the scope of one figure; a
 * carrier's leading words that end on a line are the carrier and the line.
 */
const vocabulary = testVocabulary(
  [
    ['prior approval', { kind: 'value', dimension: 'approval_type', value: 'Prior Approval' }],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ['ohio', { kind: 'value', dimension: 'state', value: 'OH' }],
    ['oregon', { kind: 'value', dimension: 'state', value: 'OR' }],
  ],
  ['OH', 'OR'],
);
const { read, sql, capped, clear } = questionReader(vocabulary);

describe('a count whose number was read as a list length', () => {
  it('is warned of when nothing in the question ranks', () => {
    for (const q of [
      'how many filings list three underwriting companies',
      'number of filings with 3 companies on them',
    ]) {
      const parsed = read(q);
      if (parsed.ok) {
        if (/limit 3/.test(parsed.sql)) capped(q, 'reading "');
      }
    }
  });

  it('is not warned of when a ranking word keeps the length', () => {
    clear('top 3 carriers by number of filings');
    expect(sql('how many filings do the 3 carriers with the most filings have')).toContain(
      'limit 3',
    );
  });
});

describe('a threshold said of one figure and compared with another', () => {
  it('is not read on the rate impact when a relativity rises past a percent', () => {
    for (const q of [
      'count filings where any factor level relativity rose over 15 pct',
      'filings raising a rating factor level relativity by more than 15 percent - how many?',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('l.change > 15');
      expect(text, q).not.toContain('rate_impact');
      expect(text, q).not.toContain('avg(');
    }
  });

  it('keeps the relativity itself below a plain number', () => {
    expect(sql('filings where a relativity fell below 0.9')).not.toContain('l.change');
  });
});

describe('a percent sign after a value', () => {
  it('is the share with that value, per group or overall', () => {
    const text = sql('Prior Approval % per carrier');
    expect(text).toContain("count(*) filter (where f.approval_type = 'Prior Approval')");
    expect(text).toContain('group by 1');
    expect(sql('approved %')).toContain("filter (where f.disposition_status = 'Approved')");
  });

  it('is not a share after a number or before a figure', () => {
    expect(sql('Ohio filings over 10 %')).not.toContain('filter (where');
    expect(sql('Ohio % rate impact')).not.toContain("filter (where f.state = 'OH')");
    expect(sql('Ohio largest rate increase %')).not.toContain('share_percent');
  });
});

describe('filings with no rows of a plan table', () => {
  it('are the filings with not exists a row', () => {
    for (const [q, table] of [
      ['number of filings with no rating factor changes', 'rating_factors'],
      ["how many filings didn't change any rating factor", 'rating_factors'],
      ['how many homeowners filings have no base rates', 'base_rates'],
      ['homeowners filings lacking base rates: how many?', 'base_rates'],
    ] as const) {
      const text = sql(q);
      expect(text, q).toContain(`not exists (select 1 from ${table} w`);
      expect(text, q).not.toContain('group by');
      expect(text, q).not.toContain('avg(');
    }
    expect(sql('how many homeowners filings have no base rates')).toContain(
      "f.line_of_business = '04.0 Homeowners'",
    );
  });

  it('are not read when the rows are qualified', () => {
    expect(sql('number of filings with no base rate change above 10%')).not.toContain(
      'not exists (select 1 from base_rates w',
    );
  });
});

describe('a day of the week', () => {
  it('filters the day of the date basis the question names', () => {
    expect(sql('how many filings were decided on a Thursday')).toContain(
      'extract(dow from f.disposition_date) = 4',
    );
    expect(sql('how many filings were submitted on a weekend')).toContain(
      'extract(dow from f.submitted_date) in (0, 6)',
    );
    expect(sql('number of filings that went in on Mondays')).toContain(
      'extract(dow from f.submitted_date) = 1',
    );
  });

  it('does not read "fell on" a day as a decrease', () => {
    expect(sql('number of dispositions that fell on Thursdays')).not.toContain('rate_impact');
  });
});

describe('the filings noun right before a ranking word', () => {
  it('is the scope of one extreme figure', () => {
    expect(sql('Ohio filings: highest written premium change')).toContain('limit 1');
  });

  it('stays a list with a number', () => {
    expect(sql('5 Ohio filings highest written premium change')).toContain('limit 5');
  });
});

describe('years compared with years between them', () => {
  it('keeps only the years named, one row each', () => {
    for (const q of [
      'compare the number of rate increases effective in 2019 and in 2024',
      'increase filings: 2019 vs 2024',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('extract(year from f.effective_date_new) in (2019, 2024)');
      expect(text, q).toContain('group by 1');
    }
  });

  it('keeps the stretch for years next to each other', () => {
    expect(sql('filings in 2023 vs 2024')).toContain("f.effective_date_new >= date '2023-01-01'");
  });
});

describe('a row said to exist before its threshold', () => {
  it('is no grouping', () => {
    const text = sql('count filings where a company reported expense ratio > 35');
    expect(text).toContain('s.expense_ratio > 35');
    expect(text).not.toContain('group by');
  });
});

describe('abbreviated premium', () => {
  it('reads "prem" and "WP" as the written premium', () => {
    expect(sql('total written prem in Ohio')).toContain('sum(f.written_premium)');
    expect(sql('avg WP change by state')).toContain('avg(f.written_premium_change)');
  });
});

describe.each(listTestTargets())('a carrier named by its first word and a line on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await insertFiling(db, {
      carrier: 'Calloway Auto and Home Group',
      line_of_business: '19.0 Personal Auto',
      companies: [{ company: 'Calloway Insurance Company' }],
    });
  });

  it('reads the line word after the first word as the line, the longer name as the carrier', async () => {
    const vocabulary = await loadVocabulary(fixture.db);
    expect(vocabulary.phrases.get('calloway auto')).toBeUndefined();
    expect(vocabulary.phrases.get('calloway')).toEqual({
      kind: 'value',
      dimension: 'carrier',
      value: 'Calloway Auto and Home Group',
    });
    expect(vocabulary.phrases.get('calloway auto and home')).toEqual({
      kind: 'value',
      dimension: 'carrier',
      value: 'Calloway Auto and Home Group',
    });
  });
});
