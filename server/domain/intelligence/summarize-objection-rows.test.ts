import { describe, expect, it } from 'vitest';
import { type ObjectionLetter, summarizeObjectionRows } from './summarize-objection-rows.ts';

const letter = (over: Partial<ObjectionLetter>): ObjectionLetter => ({
  trackingNumber: 'T-1',
  themes: ['Histogram'],
  state: 'TX',
  carrier: 'Alpha',
  reviewer: 'Alice',
  month: '2024-01-01',
  ...over,
});

describe('summarizeObjectionRows', () => {
  it('says no letter matches when there is none', () => {
    expect(summarizeObjectionRows([])).toEqual({
      summary: 'No objection letters match these filters.',
      totalObjections: 0,
      totalFilingsWithObjections: 0,
      themes: [],
      trend: [],
    });
  });

  it('counts letters per theme with their states, reviewers and carriers ranked', () => {
    const result = summarizeObjectionRows([
      letter({ trackingNumber: 'T-1', themes: ['Histogram', 'Trend'], state: 'TX' }),
      letter({ trackingNumber: 'T-1', themes: ['Histogram'], state: 'OK', reviewer: 'Bob' }),
      letter({ trackingNumber: 'T-2', themes: ['Histogram'], state: 'OK', carrier: 'Beta' }),
      letter({ trackingNumber: 'T-3', themes: [], month: null }),
    ]);
    expect(result.totalObjections).toBe(4);
    expect(result.totalFilingsWithObjections).toBe(3);
    expect(result.themes.map((t) => [t.theme, t.totalObjections])).toEqual([
      ['Histogram', 3],
      ['Other', 1],
      ['Trend', 1],
    ]);
    expect(result.themes[0]?.states).toEqual([
      { value: 'OK', count: 2 },
      { value: 'TX', count: 1 },
    ]);
    expect(result.themes[0]?.reviewers).toEqual([
      { value: 'Alice', count: 2 },
      { value: 'Bob', count: 1 },
    ]);
    expect(result.themes[0]?.carriers).toEqual([
      { value: 'Alpha', count: 2 },
      { value: 'Beta', count: 1 },
    ]);
  });

  it('gives the trend by month in order, skipping letters without a month', () => {
    const result = summarizeObjectionRows([
      letter({ month: '2024-03-01' }),
      letter({ month: '2024-01-01' }),
      letter({ month: '2024-03-01' }),
      letter({ month: null }),
    ]);
    expect(result.trend).toEqual([
      { periodStart: '2024-01-01', totalObjections: 1 },
      { periodStart: '2024-03-01', totalObjections: 2 },
    ]);
  });

  it('keeps the ten most frequent values of a theme', () => {
    const letters = Array.from({ length: 12 }, (_, k) =>
      letter({ state: `S${String(k).padStart(2, '0')}` }),
    );
    const states = summarizeObjectionRows(letters).themes[0]?.states ?? [];
    expect(states).toHaveLength(10);
    expect(states[0]).toEqual({ value: 'S00', count: 1 });
  });

  it('describes the leading theme, its share and state, and the next one', () => {
    const result = summarizeObjectionRows([
      letter({ trackingNumber: 'T-1', themes: ['Histogram'], state: 'OK' }),
      letter({ trackingNumber: 'T-2', themes: ['Histogram'], state: 'OK' }),
      letter({ trackingNumber: 'T-2', themes: ['Trend'] }),
    ]);
    expect(result.summary).toBe(
      '3 objection letters on 2 filings. The most frequent theme is "Histogram", raised in 2 letters (67%), most often in OK. Next is "Trend" (1 letter).',
    );
    expect(summarizeObjectionRows([letter({})]).summary).toBe(
      '1 objection letter on 1 filing. The most frequent theme is "Histogram", raised in 1 letter (100%), most often in TX.',
    );
  });

  it('groups the digits of its counts as the cards beside it do', () => {
    const many = Array.from({ length: 1_200 }, (_, k) =>
      letter({ trackingNumber: `T-${k % 1_100}` }),
    );
    expect(summarizeObjectionRows(many).summary).toMatch(
      /^1,200 objection letters on 1,100 filings\. .* raised in 1,200 letters \(100%\)/,
    );
  });
});
