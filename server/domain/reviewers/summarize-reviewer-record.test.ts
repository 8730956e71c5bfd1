import { describe, expect, it } from 'vitest';
import { summarizeReviewerRecord } from './summarize-reviewer-record.ts';

const record = {
  name: 'Ana Ruiz',
  state: 'TX',
  title: 'Rate Analyst',
  totalFilings: 120,
  primaryFilings: 90,
  firstYear: 2021,
  lastYear: 2025,
  decidedFilings: 100,
  approvedFilings: 84,
  averageDaysToApproval: 61.4,
  stateAverageDaysToApproval: 57.2,
  premiumWeightedRateImpact: 7.25,
  totalObjections: 40,
  filingsWithObjections: 30,
  topLines: ['19.0 Personal Auto'],
  objectionThemes: [{ value: 'Increased limits factors not justified', count: 12 }],
};

describe('summarizeReviewerRecord', () => {
  it('states the figures of the record', () => {
    expect(summarizeReviewerRecord(record)).toBe(
      'Ana Ruiz, Rate Analyst, reviewed 120 filings in TX from 2021 to 2025, mostly 19.0 Personal Auto, as primary reviewer on 90. ' +
        '84.0% of their decided filings were approved and took 61 days on average to dispose of a filing (TX average: 57 days). ' +
        'The filings they reviewed moved rates by +7.3% (premium-weighted). ' +
        'They raised 40 objections on 25.0% of their filings, most often: increased limits factors not justified.',
    );
  });

  it('handles an empty record', () => {
    expect(summarizeReviewerRecord({ ...record, totalFilings: 0 })).toBe(
      'Ana Ruiz (TX) has no filings on record.',
    );
  });
});
