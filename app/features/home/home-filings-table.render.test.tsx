// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilingSchema } from '#gen/ratefiling/v1/filing_pb.ts';
import { renderPage } from '#tests/support/render/render-page.tsx';
import { HomeFilingsTable } from './home-filings-table.tsx';

afterEach(cleanup);

describe('HomeFilingsTable', () => {
  it('shows premium changes in whole dollars, as every other table does (not "$1.2M")', async () => {
    const filings = [
      create(FilingSchema, {
        serffTrackingNumber: 'ACME-100000001',
        carrier: 'Acme Mutual',
        company: 'Acme Insurance Co',
        state: 'TX',
        rateImpact: 4.2,
        writtenPremiumChange: 1_234_567.4,
      }),
    ];
    await renderPage(
      () => <HomeFilingsTable title="Recent" note="Latest" filings={filings} testId="recent" />,
      { path: '/home' },
    );
    const card = await screen.findByTestId('recent');
    expect(within(card).getAllByText(/\+\$1,234,567/).length).toBe(2); // phone list and table
    expect(card.textContent).not.toMatch(/\$1\.2M/);
  });

  it('lists a filing of several companies once, with their number under the carrier', async () => {
    const filing = create(FilingSchema, {
      serffTrackingNumber: 'ACME-100000002',
      carrier: 'Acme Mutual',
      company: 'Acme Insurance Co',
      state: 'TX',
    });
    const companiesOf = new Map([['ACME-100000002', [{}, {}, {}]]]);
    await renderPage(
      () => (
        <HomeFilingsTable
          title="Recent"
          note="Latest"
          filings={[filing]}
          companiesOf={companiesOf}
          testId="recent"
        />
      ),
      { path: '/home' },
    );
    const card = await screen.findByTestId('recent');
    expect(within(card).getAllByText('3 companies').length).toBe(2); // phone list and table
    expect(within(card).getAllByText('ACME-100000002').length).toBe(2);
  });
});
