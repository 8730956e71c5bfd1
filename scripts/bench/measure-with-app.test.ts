import { describe, expect, it } from 'vitest';
import type { WorkloadItem } from './api-workloads.ts';
import { throughputTargets } from './measure-with-app.ts';

const item = (id: string): WorkloadItem => ({
  id,
  label: id,
  group: 'list',
  service: 'FilingService',
  method: 'ListFilings',
  requests: [{}],
});

describe('throughputTargets', () => {
  it('loads the fixed workload set requests', () => {
    const targets = throughputTargets([item('list-filings-default'), item('search-common-word')]);
    expect(targets.map((t) => [t.id, t.item.id])).toEqual([
      ['list-filings', 'list-filings-default'],
      ['search', 'search-common-word'],
    ]);
  });

  it('loads the population workload calls (the 1M run stopped here: no list-filings-default)', () => {
    const targets = throughputTargets([item('population-list-filings'), item('population-search')]);
    expect(targets.map((t) => t.item.id)).toEqual(['population-list-filings', 'population-search']);
  });

  it('says which call is missing', () => {
    expect(() => throughputTargets([item('population-search')])).toThrow(/list-filings/);
  });
});
