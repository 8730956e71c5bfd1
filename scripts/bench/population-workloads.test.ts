import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { filingSortFields } from '#server/domain/filings/filing-sort.ts';
import type { PopulationValues } from './population-values.ts';
import {
  buildPopulationWorkloads,
  DRAWS,
  randomFilters,
  randomSearchQuery,
  zipfSequence,
} from './population-workloads.ts';
import type { SampleValues } from './sample-values.ts';

const w = (values: string[]) => values.map((value, k) => ({ value, weight: 100 - k }));

const VALUES: PopulationValues = {
  carriers: w(['Acme Group', 'Brightwater', 'Cobalt Mutual', 'Delta Re']),
  states: w(['TX', 'CA', 'FL', 'NY', 'OH', 'IL']),
  linesOfBusiness: w(['19.0 Personal Auto', '04.0 Homeowners']),
  subTois: w(['19.0001 Private Passenger Auto (PPA)', '04.0001 Homeowners']),
  dispositionStatuses: w(['Approved', 'Filed', 'Withdrawn']),
  filingTypes: w(['Rate', 'Rate/Rule']),
  companies: w(['Acme Insurance Company', 'Cobalt Casualty']),
  ratingFactors: w(['Driver Age', 'Territory']),
  years: [2022, 2023, 2024],
  trackingNumbers: ['ACME-1', 'ACME-2', 'COBA-3'],
  vocabulary: [
    { value: 'territory', weight: 90 },
    { value: 'premium', weight: 80 },
    { value: 'histogram', weight: 2 },
    { value: 'credibility', weight: 1 },
  ],
  phrases: [
    { value: 'base rate', weight: 40 },
    { value: 'rate level', weight: 30 },
    { value: 'histogram bins', weight: 1 },
  ],
  companyRows: 1_000,
};

const FIXED = { carriers: ['Acme Group'], states: ['TX'] } as unknown as SampleValues;

describe('the population workload', () => {
  const items = buildPopulationWorkloads(FIXED, VALUES, 7);

  it('is the same for the same seed, and another for another', () => {
    expect(buildPopulationWorkloads(FIXED, VALUES, 7)).toEqual(items);
    expect(buildPopulationWorkloads(FIXED, VALUES, 8)).not.toEqual(items);
  });

  it('covers the list, count, get, metadata, search and every analytics call', () => {
    expect(new Set(items.map((i) => i.group))).toEqual(
      new Set(['list', 'count', 'get', 'metadata', 'search', 'aggregate', 'top']),
    );
    expect(items.every((i) => i.id.startsWith('population-'))).toBe(true);
  });

  it('asks many different requests, a few of them again (Zipf), warmed on others', () => {
    const list = items.find((i) => i.id === 'population-list-filings');
    if (!list) throw new Error('no list item');
    expect(list.requests).toHaveLength(DRAWS);
    const distinct = new Set(list.requests.map((r) => JSON.stringify(r)));
    expect(distinct.size).toBeGreaterThan(DRAWS / 2);
    expect(distinct.size).toBeLessThan(DRAWS);
    const warm = new Set(list.warmup?.map((r) => JSON.stringify(r)));
    expect([...distinct].some((r) => warm.has(r))).toBe(false);
    expect(list.floorRequests?.length).toBe(20);
  });

  it('uses every filter, sorts and deep pages across its list requests', () => {
    const list = items.find((i) => i.id === 'population-list-filings');
    const keys = new Set(list?.requests.flatMap((r) => Object.keys(r.filters ?? {})));
    for (const key of [
      'carriers',
      'states',
      'linesOfBusiness',
      'subTois',
      'dispositionStatuses',
      'filingTypes',
      'companies',
      'ratingFactors',
      'startDate',
      'population',
      'dateBasis',
    ]) {
      expect(keys).toContain(key);
    }
    const pages = list?.requests.map((r) => Number((r.pagination as { page: number }).page)) ?? [];
    expect(Math.max(...pages)).toBeGreaterThan(5);
    expect(pages.filter((p) => p === 1).length).toBeGreaterThan(pages.length / 3);
    expect(
      new Set(list?.requests.map((r) => (r.sort as { field: string }).field)).size,
    ).toBeGreaterThan(8);
  });

  it("puts top lists' filters inside their query and sorts whole filings by their own fields", () => {
    const top = items.find((i) => i.id === 'population-top-companies');
    expect(top?.requests.some((r) => 'filters' in (r.query as object))).toBe(true);
    expect(top?.requests.every((r) => !('filters' in r))).toBe(true);
    const whole = items.find((i) => i.id === 'population-list-whole-filings');
    const fields = new Set(whole?.requests.map((r) => (r.sort as { field: string }).field));
    for (const field of fields) expect(filingSortFields('whole')).toContain(field);
    expect(fields.has('submitted_date')).toBe(true);
  });

  it('draws search words from the vocabulary, common and rare, in every index', () => {
    const search = items.find((i) => i.id === 'population-search');
    const queries = search?.requests.map((r) => String(r.query)) ?? [];
    expect(queries.some((q) => q.includes('histogram') || q.includes('credibility'))).toBe(true);
    const quoted = queries.filter((q) => q.startsWith('"'));
    expect(quoted.length).toBeGreaterThan(0);
    // Quoted phrases are the documents' own, not two words put together at random.
    const phrases = new Set(VALUES.phrases.map((p) => `"${p.value}"`));
    for (const q of quoted) expect(phrases).toContain(q);
    expect(new Set(search?.requests.map((r) => r.index)).size).toBe(5);
  });
});

describe('random filters, queries and the Zipf order', () => {
  it('never sends an empty list', () => {
    const rng = createRandom(1);
    for (let i = 0; i < 200; i++) {
      for (const value of Object.values(randomFilters(rng, VALUES))) {
        if (Array.isArray(value)) expect(value.length).toBeGreaterThan(0);
      }
    }
  });

  it('types words the vocabulary has', () => {
    const rng = createRandom(2);
    const words = new Set(VALUES.vocabulary.map((v) => v.value));
    for (let i = 0; i < 100; i++) {
      const query = randomSearchQuery(rng, VALUES.vocabulary).replaceAll('"', '').trim();
      for (const word of query.split(' ')) {
        expect([...words].some((known) => known.startsWith(word))).toBe(true);
      }
    }
  });

  it('draws the first of a pool most often', () => {
    const sequence = zipfSequence(createRandom(3), ['a', 'b', 'c', 'd', 'e'], 1_000);
    const count = (x: string) => sequence.filter((s) => s === x).length;
    expect(count('a')).toBeGreaterThan(count('b'));
    expect(count('b')).toBeGreaterThan(count('e'));
  });
});
