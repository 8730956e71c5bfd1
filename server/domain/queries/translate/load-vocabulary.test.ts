import { describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import {
  factorLevelPhrases,
  loadVocabulary,
  normalizePhrase,
  titleNames,
} from './load-vocabulary.ts';

describe('normalizePhrase', () => {
  it('lower-cases, drops brackets and punctuation and collapses blanks', () => {
    expect(normalizePhrase('  Private Passenger Auto (PPA) ')).toBe('private passenger auto ppa');
    expect(normalizePhrase("Workers' Comp / Rate-Only, 5%")).toBe("workers' comp / rate-only 5%");
  });
});

describe.each(listTestTargets())('loadVocabulary on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await insertFiling(db, {
      carrier: 'Allied Shield Insurance Group',
      line_of_business: '04.0 Homeowners',
      sub_toi: '04.0001 Owner Occupied Homeowners',
      filing_type: 'Rate',
      disposition_status: 'Approved',
      companies: [{ company: 'Allied Shield Casualty Company' }],
    });
    const condo = await insertFiling(db, {
      carrier: 'Blue Harbor Trust Casualty Group',
      line_of_business: '04.0 Homeowners',
      sub_toi: '04.0001 Condominium Homeowners',
      companies: [{ company: 'Blue Harbor Trust General Insurance Company' }],
    });
    await insertFiling(db, {
      carrier: 'Red Mesa Casualty',
      disposition_status: 'Closed-Received/Filed',
      companies: [{ company: 'Red Mesa Insurance Company' }],
    });
    await insertFiling(db, {
      carrier: 'Red Mesa Casualty',
      disposition_status: 'Review Pending',
      companies: [{ company: 'Red Mesa Insurance Company' }],
    });
    await db.query(
      `insert into supplemental_metrics (serff_tracking_number, company, coverage)
       values ($1, 'Blue Harbor Trust General Insurance Company', 'Bodily Injury')`,
      [condo.serff_tracking_number],
    );
  });

  const meaning = async (phrase: string) => (await loadVocabulary(fixture.db)).phrases.get(phrase);

  it('names states and the database values, with coded names and synonyms', async () => {
    expect(await meaning('texas')).toEqual({ kind: 'value', dimension: 'state', value: 'TX' });
    const homeowners = { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' };
    expect(await meaning('homeowners')).toEqual(homeowners);
    expect(await meaning('home insurance')).toEqual(homeowners);
    expect(await meaning('owner occupied')).toEqual({
      kind: 'value',
      dimension: 'sub_toi',
      value: '04.0001 Owner Occupied Homeowners',
    });
  });

  it('names a carrier without its generic words, and keeps fuzzy aliases', async () => {
    const vocabulary = await loadVocabulary(fixture.db);
    expect(vocabulary.phrases.get('allied shield')).toEqual({
      kind: 'value',
      dimension: 'carrier',
      value: 'Allied Shield Insurance Group',
    });
    expect(vocabulary.fuzzy).toContainEqual({
      dimension: 'company',
      value: 'Allied Shield Casualty Company',
      alias: 'allied shield casualty',
    });
  });

  it('names a carrier by its first word, and a company without its trailing generic words', async () => {
    const vocabulary = await loadVocabulary(fixture.db);
    expect(vocabulary.phrases.get('allied')).toEqual({
      kind: 'value',
      dimension: 'carrier',
      value: 'Allied Shield Insurance Group',
    });
    expect(vocabulary.phrases.get('allied shield casualty')).toEqual({
      kind: 'value',
      dimension: 'company',
      value: 'Allied Shield Casualty Company',
    });
  });

  it("leaves a company's short name that starts a carrier's name to the carrier (eighth pass)", async () => {
    const vocabulary = await loadVocabulary(fixture.db);
    expect(vocabulary.phrases.get('red mesa')).toEqual({
      kind: 'value',
      dimension: 'carrier',
      value: 'Red Mesa Casualty',
    });
    expect(vocabulary.phrases.get('red mesa insurance company')).toEqual({
      kind: 'value',
      dimension: 'company',
      value: 'Red Mesa Insurance Company',
    });
  });

  it('needs a qualifier for a status or type that is an ordinary word', async () => {
    expect(await meaning('rate')).toEqual({ kind: 'metric', metric: 'rate_impact' });
    expect(await meaning('rate only')).toEqual({
      kind: 'value',
      dimension: 'filing_type',
      value: 'Rate',
    });
    expect(await meaning('approved')).toEqual({
      kind: 'value',
      dimension: 'disposition_status',
      value: 'Approved',
    });
  });

  it('names a status with "/" as "and", and a two-word status in either order (twenty-second pass)', async () => {
    const filed = {
      kind: 'value',
      dimension: 'disposition_status',
      value: 'Closed-Received/Filed',
    };
    expect(await meaning('closed received and filed')).toEqual(filed);
    expect(await meaning('closed received filed')).toEqual(filed);
    const pending = { kind: 'value', dimension: 'disposition_status', value: 'Review Pending' };
    expect(await meaning('review pending')).toEqual(pending);
    expect(await meaning('pending review')).toEqual(pending);
  });

  it('takes an ordinary-word type named with its column: "filing type is Rate" (ninth pass)', async () => {
    const rate = { kind: 'value', dimension: 'filing_type', value: 'Rate' };
    expect(await meaning('filing type is rate')).toEqual(rate);
    expect(await meaning('filing type of rate')).toEqual(rate);
    expect(await meaning('rate-type')).toEqual(rate);
    expect(await meaning('disposition status was approved')).toEqual({
      kind: 'value',
      dimension: 'disposition_status',
      value: 'Approved',
    });
  });

  it('names sub-TOIs, coverages, statuses and carriers as analysts shorten them (fifth pass)', async () => {
    expect(await meaning('condo')).toEqual({
      kind: 'value',
      dimension: 'sub_toi',
      value: '04.0001 Condominium Homeowners',
    });
    expect(await meaning('bi')).toEqual({
      kind: 'value',
      dimension: 'coverage',
      value: 'Bodily Injury',
    });
    expect(await meaning('approvals')).toEqual({
      kind: 'value',
      dimension: 'disposition_status',
      value: 'Approved',
    });
    // A carrier's leading words that no other carrier starts with.
    expect(await meaning('blue harbor trust')).toEqual({
      kind: 'value',
      dimension: 'carrier',
      value: 'Blue Harbor Trust Casualty Group',
    });
  });

  it('adds the fixed lexicon and the state codes', async () => {
    const vocabulary = await loadVocabulary(fixture.db);
    expect(vocabulary.phrases.get('how many')).toEqual({ kind: 'count' });
    expect(vocabulary.stateCodes.has('WY')).toBe(true);
    expect(vocabulary.stateCodes.has('wy')).toBe(false);
  });
});

describe('factorLevelPhrases', () => {
  it('names a level with its factor either way round, read like a question', () => {
    expect(factorLevelPhrases('All-Peril Deductible', '$1,000')).toEqual([
      'all-peril deductible 1000',
      '1000 all-peril deductible',
    ]);
    expect(factorLevelPhrases('Claims History (5 years)', '1 claim')).toEqual([
      'claims history 1 claim',
      '1 claim claims history',
    ]);
  });

  it('takes a level that already names its factor alone, with and without a leading zero', () => {
    expect(factorLevelPhrases('Territory', 'Territory 05')).toEqual([
      'territory 05',
      'territory 5',
    ]);
  });
});

describe('titleNames', () => {
  const titles = [
    'Rate and Form Review Supervisor',
    'Rate Analyst',
    'Senior Rate Analyst',
    'Insurance Examiner',
  ];
  it('names a title by itself, its plural and a tail no other title shares', () => {
    expect(titleNames('Rate and Form Review Supervisor', titles, new Set())).toEqual([
      'rate and form review supervisor',
      'rate and form review supervisors',
      'supervisor',
      'supervisors',
      'review supervisor',
      'review supervisors',
    ]);
    // "analyst" and "rate analyst" end two titles; "examiner" is a word of the lexicon.
    expect(titleNames('Rate Analyst', titles, new Set())).toEqual([
      'rate analyst',
      'rate analysts',
    ]);
    expect(titleNames('Insurance Examiner', titles, new Set(['examiner']))).toEqual([
      'insurance examiner',
      'insurance examiners',
    ]);
  });
});
