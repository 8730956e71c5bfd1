import { describe, expect, it } from 'vitest';
import { buildApiWorkloads } from './api-workloads.ts';
import type { SampleValues } from './sample-values.ts';
import { misspell } from './search-workloads.ts';

const samples: SampleValues = {
  carriers: ['State Farm Mutual', 'Allstate', 'Progressive'],
  states: ['CA', 'TX', 'FL'],
  linesOfBusiness: ['Personal Auto', 'Homeowners'],
  dispositionStatuses: ['Approved', 'Pending'],
  filingTypes: ['Rate', 'Rate/Rule'],
  carrierPrefix: 'SFMA',
  filings: [{ trackingNumber: 'SFMA-134393024', company: 'State Farm Mutual Automobile' }],
  latestEffectiveDate: '2026-10-01',
  companyRows: 143_000,
  wholeFilings: 100_000,
  documentPages: 1_000_000,
};

describe('misspell', () => {
  it('drops the third letter of the longest word', () => {
    expect(misspell('State Farm Mutual')).toBe('Muual');
    expect(misspell('Progressive')).toBe('Prgressive');
  });
});

describe('buildApiWorkloads', () => {
  const items = buildApiWorkloads(samples);

  it('covers what the issue asks for', () => {
    const count = (group: string) => items.filter((i) => i.group === group).length;
    expect(count('list')).toBeGreaterThanOrEqual(6);
    expect(count('search')).toBeGreaterThanOrEqual(10);
    expect(count('get')).toBe(1);
    expect(count('count')).toBe(1);
    expect(count('metadata')).toBe(1);
    expect(count('custom')).toBe(1);
    expect(count('aggregate') + count('top')).toBe(9);
  });

  it('has unique ids and at least one request per item', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.every((i) => i.requests.length > 0)).toBe(true);
  });

  it('reads the middle page of the company rows', () => {
    const middle = items.find((i) => i.id === 'list-filings-middle-page');
    expect(middle?.requests[0]).toMatchObject({ pagination: { page: 2860, pageSize: 25 } });
  });
});
