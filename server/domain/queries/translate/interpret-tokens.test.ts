import { describe, expect, it } from 'vitest';
import { interpretTokens } from './interpret-tokens.ts';
import type { Meaning, Token } from './meaning.ts';

const tokens = (...meanings: [string, Meaning][]): Token[] =>
  meanings.map(([text, meaning]) => ({ text, meaning }));
const COUNT: [string, Meaning] = ['how many', { kind: 'count' }];
const FILINGS: [string, Meaning] = ['filings', { kind: 'metric', metric: 'filings' }];
const RATE: [string, Meaning] = ['rate impact', { kind: 'metric', metric: 'rate_impact' }];
const BY_STATE: [string, Meaning] = [
  'state',
  { kind: 'dimension', dimension: 'state', singular: false },
];
const year = (y: number): [string, Meaning] => [String(y), { kind: 'year', year: y }];
const TOP: [string, Meaning] = ['top', { kind: 'order', direction: 'desc', top: true }];

describe('interpretTokens', () => {
  it('counts filings by default grouping and takes the effective date', () => {
    const intent = interpretTokens(tokens(COUNT, FILINGS, BY_STATE));
    expect(intent).toMatchObject({
      measures: [{ aggregate: 'count', metric: 'filings' }],
      groupBy: ['state'],
      dateField: 'effective_date_new',
    });
  });

  it('measures a metric with its default or stated aggregate', () => {
    expect(interpretTokens(tokens(RATE, BY_STATE)).measures).toEqual([
      { aggregate: 'avg', metric: 'rate_impact' },
    ]);
    expect(
      interpretTokens(tokens(['median', { kind: 'aggregate', aggregate: 'median' }], RATE))
        .measures,
    ).toEqual([{ aggregate: 'median', metric: 'rate_impact' }]);
  });

  it('reads years, ranges and quarters as date filters', () => {
    expect(interpretTokens(tokens(year(2024))).dates).toEqual([
      { kind: 'range', from: '2024-01-01', to: '2025-01-01' },
    ]);
    expect(
      interpretTokens(tokens(['since', { kind: 'range', word: 'since' }], year(2022))).dates,
    ).toEqual([{ kind: 'range', from: '2022-01-01' }]);
    expect(
      interpretTokens(
        tokens(
          ['between', { kind: 'range', word: 'between' }],
          year(2020),
          ['and', { kind: 'range', word: 'and' }],
          year(2022),
        ),
      ).dates,
    ).toEqual([{ kind: 'range', from: '2020-01-01', to: '2023-01-01' }]);
    expect(
      interpretTokens(tokens(['q4', { kind: 'quarter', quarter: 4 }], year(2023))).dates,
    ).toEqual([{ kind: 'range', from: '2023-10-01', to: '2024-01-01' }]);
    expect(interpretTokens(tokens(['q2', { kind: 'quarter', quarter: 2 }])).dates).toEqual([
      { kind: 'quarter-of-year', quarter: 2 },
    ]);
  });

  it('takes the disposition date after a decided status, unless a date is named', () => {
    const approved: [string, Meaning] = [
      'approved',
      { kind: 'value', dimension: 'disposition_status', value: 'Approved' },
    ];
    expect(interpretTokens(tokens(approved, year(2024))).dateField).toBe('disposition_date');
    expect(
      interpretTokens(
        tokens(
          ['submitted', { kind: 'date-field', field: 'submitted_date' }],
          approved,
          year(2024),
        ),
      ).dateField,
    ).toBe('submitted_date');
  });

  it('reads comparisons on a metric, and on counts as a group condition', () => {
    const gt: [string, Meaning] = ['over', { kind: 'comparison', op: '>' }];
    expect(
      interpretTokens(
        tokens(RATE, gt, ['5', { kind: 'number', value: 5 }], ['%', { kind: 'unit', unit: '%' }]),
      ).conditions,
    ).toEqual([{ metric: 'rate_impact', op: '>', value: 5 }]);
    const intent = interpretTokens(
      tokens(
        BY_STATE,
        ['with', { kind: 'stop' }],
        gt,
        ['10', { kind: 'number', value: 10 }],
        FILINGS,
      ),
    );
    expect(intent.conditions).toEqual([
      { metric: 'filings', op: '>', value: 10, measure: { aggregate: 'count', metric: 'filings' } },
    ]);
    expect(intent.measures).toEqual([{ aggregate: 'count', metric: 'filings' }]);
  });

  it('orders and limits: "top 3 states by rate impact", and ten filings by default', () => {
    const intent = interpretTokens(
      tokens(TOP, ['3', { kind: 'number', value: 3 }], BY_STATE, RATE),
    );
    expect(intent.limit).toBe(3);
    expect(intent.order).toEqual({
      direction: 'desc',
      measure: { aggregate: 'avg', metric: 'rate_impact' },
    });
    expect(interpretTokens(tokens(FILINGS, TOP, RATE))).toMatchObject({
      order: { direction: 'desc', metric: 'rate_impact' },
      limit: 10,
    });
    // No filings named: a superlative asks for one figure.
    expect(interpretTokens(tokens(TOP, RATE)).measures).toEqual([
      { aggregate: 'max', metric: 'rate_impact' },
    ]);
  });

  it('reads "highest rate impact by state" as the largest per group', () => {
    const intent = interpretTokens(
      tokens(['highest', { kind: 'order', direction: 'desc', top: false }], RATE, BY_STATE),
    );
    expect(intent.measures).toEqual([{ aggregate: 'max', metric: 'rate_impact' }]);
    expect(intent.order).toBeUndefined();
  });

  it('groups by a dimension named with several values when comparing', () => {
    const intent = interpretTokens(
      tokens(
        ['compare', { kind: 'compare' }],
        ['TX', { kind: 'value', dimension: 'state', value: 'TX' }],
        ['OK', { kind: 'value', dimension: 'state', value: 'OK' }],
        ['TX', { kind: 'value', dimension: 'state', value: 'TX' }],
      ),
    );
    expect(intent.filters.get('state')).toEqual(['TX', 'OK']);
    expect(intent.groupBy).toEqual(['state']);
    expect(intent.measures).toEqual([{ aggregate: 'count', metric: 'filings' }]);
  });

  it('reads increases and decreases as the sign of the rate impact', () => {
    expect(
      interpretTokens(tokens(['increases', { kind: 'sign', sign: 'increase' }])).conditions,
    ).toEqual([{ metric: 'rate_impact', op: '>', value: 0 }]);
    expect(
      interpretTokens(tokens(['decreases', { kind: 'sign', sign: 'decrease' }])).conditions,
    ).toEqual([{ metric: 'rate_impact', op: '<', value: 0 }]);
  });
});
