import { describe, expect, it } from 'vitest';
import { emptyFilterLists } from '#contract/filings/filter-fields.ts';
import { briefReport } from '#tests/support/factories/brief-report.ts';
import { type BriefRow, DEFAULT_MAX_FILINGS, isBriefId, toStoredBrief } from './stored-brief.ts';

const report = briefReport();

const row = (over: Partial<BriefRow> = {}): BriefRow => ({
  id: '5d3c9a0e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  user_id: 'u1',
  report_type: 'none',
  title: 'Filings: TX',
  subtitle: null,
  filters: { filters: { ...emptyFilterLists(), states: ['TX'] }, maxFilings: 10 },
  filings: ['T-1'],
  report_json: report,
  created_date: '2024-06-01T12:00:00.000Z',
  ...over,
});

describe('toStoredBrief', () => {
  it('maps a row, its stored filters and report', () => {
    expect(toStoredBrief(row())).toEqual({
      id: '5d3c9a0e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      userId: 'u1',
      title: 'Filings: TX',
      subtitle: '',
      reportType: 'none',
      filters: { ...emptyFilterLists(), states: ['TX'] },
      maxFilings: 10,
      filings: ['T-1'],
      report,
      commentary: [],
      sharing: { ownerUserId: 'u1', organizationId: null, visibility: 'private', ownerName: '' },
      createdDate: new Date('2024-06-01T12:00:00.000Z'),
    });
  });

  it('reads filters and report stored as JSON text, with defaults for what is missing', () => {
    const brief = toStoredBrief(
      row({ filters: '{}', report_json: JSON.stringify(report), subtitle: 'sub' }),
    );
    expect(brief.filters).toEqual(emptyFilterLists());
    expect(brief.maxFilings).toBe(DEFAULT_MAX_FILINGS);
    expect(brief.report).toEqual(report);
    expect(brief.subtitle).toBe('sub');
  });

  it('throws, naming the brief, when the stored report no longer matches the contract', () => {
    expect(() => toStoredBrief(row({ report_json: { ...report, keyMetrics: undefined } }))).toThrow(
      /report of brief 5d3c9a0e-1b2c-4d5e-8f90-a1b2c3d4e5f6/,
    );
  });
});

describe('isBriefId', () => {
  it('takes UUIDs only', () => {
    expect(isBriefId('5D3C9A0E-1B2C-4D5E-8F90-A1B2C3D4E5F6')).toBe(true);
    expect(isBriefId('5d3c9a0e1b2c4d5e8f90a1b2c3d4e5f6')).toBe(false);
    expect(isBriefId('')).toBe(false);
  });
});
