// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiffReport } from '#contract/intelligence/diff-report.ts';
import { renderPage } from '#tests/support/render/render-page.tsx';
import { DiffReportPanel } from './diff-report-panel.tsx';

afterEach(cleanup);

const side = (tn: string, carrier: string) => ({
  serffTrackingNumber: tn,
  productName: 'Auto',
  carrier,
  state: 'TX',
  lineOfBusiness: '19.0 Personal Auto',
});
const own = (tn: string) => ({ serffTrackingNumber: tn, revised: true, change: 2 });
const base: DiffReport = {
  a: side('AAAA-1', 'Pine Mutual'),
  b: side('BBBB-2', 'Quarry Casualty'),
  header: [],
  overall: [],
  companies: [{ company: 'Pine Mutual Co', companyB: 'Quarry Co', presentIn: 'both', figures: [] }],
  companyPairs: [{ a: 'Pine Mutual Co', b: 'Quarry Co', rule: 'filing-company' }],
  ratingFactors: { added: [], removed: [], changed: [], unchanged: 0 },
  factorTables: [
    {
      name: 'Driver Age',
      category: 'Driver',
      company: null,
      status: 'not-revised-in-a',
      a: { serffTrackingNumber: 'PPPP-0', revised: false, change: null },
      b: own('BBBB-2'),
      levels: [
        { level: '16-20', base: false, a: 2.1, b: 2, difference: -0.1, percentDifference: -4.76 },
        { level: '25-64', base: true, a: 1, b: 1, difference: 0, percentDifference: 0 },
      ],
    },
  ],
  baseRates: [
    {
      coverage: 'Bodily Injury',
      company: null,
      status: 'not-used-by-b',
      a: own('AAAA-1'),
      b: { serffTrackingNumber: null, revised: false, change: null },
      rate: {
        level: 'Bodily Injury',
        base: false,
        a: 320,
        b: null,
        difference: null,
        percentDifference: null,
      },
    },
  ],
  supplementalMetrics: [],
  objections: {
    a: { count: 0, themes: [] },
    b: { count: 0, themes: [] },
    common: [],
    onlyA: [],
    onlyB: [],
  },
  description: { a: '', b: '', segments: [] },
};

describe('DiffReportPanel', () => {
  it('shows every level with A, B, the difference and where each column comes from', async () => {
    await renderPage(() => <DiffReportPanel report={base} />, { path: '/diff' });
    const table = await screen.findByTestId('diff-factor-table');
    expect(within(table).getByText('Not revised in A')).toBeTruthy();
    expect(within(table).getByText(/as last filed in/).textContent).toMatch(
      /^A: not revised; the table as last filed in PPPP-0, in force when A was submitted$/,
    );
    const cells = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells[1]).toEqual(['16-20', '2.100', '2.000', '−0.100', '−4.8%']);
    expect(cells[2]?.[0]).toContain('base');
    const rates = screen.getByTestId('diff-base-rates');
    expect(within(rates).getByText('Not used by B')).toBeTruthy();
    // Money in the diff is in whole dollars (issue 24, item 10): no cents.
    expect(within(rates).getByText('$320')).toBeTruthy();
    expect(within(rates).queryByText(/\.\d\d$/)).toBeNull();
    expect(screen.getByText(/Pine Mutual Co \(A\) and Quarry Co \(B\)/)).toBeTruthy();
    expect(screen.getByText(/matched by role: the filing company of each/)).toBeTruthy();
  });

  it('shows the header dates as "May 13, 2022", never ISO (issue 24, item 10)', async () => {
    const header = [
      { field: 'state', label: 'State', a: 'TX', b: 'TX', changed: false },
      {
        field: 'submitted_date',
        label: 'Submitted',
        a: '2022-05-13',
        b: '2023-06-01',
        changed: true,
      },
      {
        field: 'disposition_date',
        label: 'Disposition date',
        a: '',
        b: '2023-07-15',
        changed: true,
      },
    ];
    await renderPage(() => <DiffReportPanel report={{ ...base, header }} />, { path: '/diff' });
    const table = await screen.findByTestId('diff-header');
    expect(within(table).getByText('May 13, 2022')).toBeTruthy();
    expect(within(table).getByText('Jun 1, 2023')).toBeTruthy();
    expect(within(table).getByText('Jul 15, 2023')).toBeTruthy();
    expect(table.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('reads a report stored before the level tables with the old factor lists', async () => {
    const { factorTables: _f, baseRates: _b, companyPairs: _c, ...old } = base;
    await renderPage(() => <DiffReportPanel report={old} />, { path: '/diff' });
    expect(await screen.findByText(/Revised only in A/)).toBeTruthy();
    expect(screen.queryByTestId('diff-base-rates')).toBeNull();
  });
});
