// @vitest-environment happy-dom
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wholeFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { PremiumEffectBasis, WholeFilingSchema } from '#gen/ratefiling/v1/filing_pb.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { WholeFilingPage } from './whole-filing-page.tsx';

afterEach(cleanup);

const TN = 'ACME-100000001';

/** The filing's identity in every case. */
const FILING = {
  serffTrackingNumber: TN,
  carrier: 'Acme Mutual',
  company: 'Acme Insurance Co',
  productName: 'Private Passenger Auto',
  state: 'TX',
};

/** Renders the page of TN with `wholeFiling` as what the api answered. */
function renderWholeFiling(wholeFiling: MessageInitShape<typeof WholeFilingSchema>) {
  return renderPage(WholeFilingPage, {
    path: 'filings/$serffTrackingNumber/',
    url: `/filings/${TN}/`,
    queries: [
      [wholeFilingQueryOptions(offlineRpc, TN).queryKey, create(WholeFilingSchema, wholeFiling)],
    ],
  });
}

describe('/filings/$serffTrackingNumber/', () => {
  it('shows the filing under its tracking number with its overall rate impact', async () => {
    await renderWholeFiling({
      filing: {
        ...FILING,
        rateImpact: 1.5,
      },
      overallRateImpact: 6.25,
    });
    const title = await screen.findByTestId('filing-title', {}, { timeout: 15_000 });
    expect(title.textContent).toContain(TN);
    const impact = within(screen.getByTestId('rate-figures')).getByTestId('figure-rate-impact');
    expect(impact.textContent).toContain(formatPercentChange(6.25));
    expect(impact.textContent).not.toContain(formatPercentChange(1.5));
  });

  it('shows each revised factor level by level with its premium effect, and the base rates', async () => {
    await renderWholeFiling({
      filing: {
        ...FILING,
        ratingFactors: [
          {
            name: 'Driving Record',
            category: 'Driver',
            change: 0.9,
            premiumEffect: 0.9,
            premiumEffectBasis: PremiumEffectBasis.EXPOSURE,
            levels: [
              {
                level: 'Clean',
                relativityBefore: 1,
                relativityAfter: 1,
                base: true,
                exposureShare: 0.7,
              },
              {
                level: '1 minor violation',
                relativityBefore: 1.181,
                relativityAfter: 1.191,
                change: 0.8,
                exposureShare: 0.3,
              },
            ],
          },
          {
            name: 'Territory',
            category: 'Location',
            change: 2,
            premiumEffect: 2.5,
            premiumEffectBasis: PremiumEffectBasis.EQUAL_WEIGHT,
            levels: [
              { level: 'Territory 1', relativityBefore: 1, relativityAfter: 1, base: true },
              {
                level: 'Territory 2',
                relativityBefore: 1.2,
                relativityAfter: 1.25,
                change: 4.2,
              },
            ],
          },
        ],
        baseRates: [
          {
            coverage: 'Bodily Injury',
            rateBefore: 216.72,
            rateAfter: 214,
            change: -1.4,
            exposureShare: 0.6,
          },
        ],
      },
    });
    const tables = await screen.findAllByTestId('factor-table', {}, { timeout: 15_000 });
    expect(tables).toHaveLength(2);
    const [record, territory] = tables;
    if (!record || !territory) throw new Error('no factor tables');
    const cells = within(record)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Cleanbase', '1.000', '1.000', formatPercentChange(0), '70.0%'],
      ['1 minor violation', '1.181', '1.191', formatPercentChange(0.8), '30.0%'],
    ]);
    expect(record.textContent).toContain("weighted by the filing's exposure by level");
    expect(territory.textContent).toContain('approximation: every level weighted alike');
    expect(territory.textContent).toContain(formatPercentChange(2.5));
    const rates = screen.getByTestId('base-rates');
    expect(rates.textContent).toContain('Bodily Injury');
    // Whole dollars, as every figure of the page (contract/format/, ADR 024): never cents.
    expect(rates.textContent).toContain('$217');
    expect(rates.textContent).not.toContain('$216.72');
    expect(rates.textContent).not.toMatch(/\$\d+\.\d\d/);
  });

  it('keeps tracking numbers of the description and change log on one line (issue 24, item 10)', async () => {
    const changeLog = 'May 13, 2022: Filing submitted\nJun 1, 2022: Refiled as ACME-100000002';
    await renderWholeFiling({ filing: { ...FILING, changeLog } });
    const section = await screen.findByText(/Refiled as/, {}, { timeout: 15_000 });
    const number = within(section).getByText('ACME-100000002');
    expect(number.style.whiteSpace).toBe('nowrap');
    expect(section.textContent).toBe(changeLog);
  });
});
