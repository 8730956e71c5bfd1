// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wholeFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { WholeFilingSchema } from '#gen/ratefiling/v1/filing_pb.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { WholeFilingPage } from './whole-filing-page.tsx';

afterEach(cleanup);

const TN = 'ACME-100000001';

describe('/filings/$serffTrackingNumber/', () => {
  it('shows the filing under its tracking number with its overall rate impact', async () => {
    await renderPage(WholeFilingPage, {
      path: 'filings/$serffTrackingNumber/',
      url: `/filings/${TN}/`,
      queries: [
        [
          wholeFilingQueryOptions(offlineRpc, TN).queryKey,
          create(WholeFilingSchema, {
            filing: {
              serffTrackingNumber: TN,
              carrier: 'Acme Mutual',
              company: 'Acme Insurance Co',
              productName: 'Private Passenger Auto',
              state: 'TX',
              rateImpact: 1.5,
            },
            overallRateImpact: 6.25,
          }),
        ],
      ],
    });
    const title = await screen.findByTestId('filing-title', {}, { timeout: 15_000 });
    expect(title.textContent).toContain(TN);
    const impact = within(screen.getByTestId('rate-figures')).getByTestId('figure-rate-impact');
    expect(impact.textContent).toContain(formatPercentChange(6.25));
    expect(impact.textContent).not.toContain(formatPercentChange(1.5));
  });
});
