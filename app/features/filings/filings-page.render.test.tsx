// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filingsSearchSchema } from '#app/lib/search/filings-search-schema.ts';
import { FilingSchema } from '#gen/ratefiling/v1/filing_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { FilingsPage } from './filings-page.tsx';
import { type FilingsTableRows, filingsListQueryOptions } from './filings-queries.ts';
import { pickFilters, searchToListRequest } from './filings-request.ts';

afterEach(cleanup);

const defaults = filingsSearchSchema.parse({});

function renderFilings(
  filings: { serffTrackingNumber: string; company: string; carrier: string }[],
) {
  return renderPage(FilingsPage, {
    path: 'filings/',
    url: '/filings/',
    validateSearch: (raw) => filingsSearchSchema.parse(raw),
    queries: [
      filterChoices(pickFilters(defaults)),
      [
        filingsListQueryOptions(offlineRpc, searchToListRequest(defaults), 'filings').queryKey,
        {
          filings: filings.map((f) =>
            create(FilingSchema, { ...f, state: 'TX', dispositionStatus: 'Approved' }),
          ),
          companiesOf: new Map(filings.map((f) => [f.serffTrackingNumber, []])),
          totalRows: filings.length,
        } satisfies FilingsTableRows,
      ],
    ],
  });
}

describe('/filings/', () => {
  it('shows the filings as table rows with their count', async () => {
    await renderFilings([
      { serffTrackingNumber: 'ACME-100000001', company: 'Acme Insurance Co', carrier: 'Acme' },
      { serffTrackingNumber: 'BEAC-100000002', company: 'Beacon Casualty', carrier: 'Beacon' },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Filings' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('filings-total-rows').textContent).toBe('2');
    const table = screen.getByTestId('filings-table');
    expect(within(table).getByText('ACME-100000001')).toBeTruthy();
    expect(within(table).getByText('Beacon')).toBeTruthy();
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Rate impact', 'Written premium change']));
    expect(headers).not.toContain('Company');
  });

  it('shows the empty state when nothing matches', async () => {
    await renderFilings([]);
    await screen.findByRole('heading', { level: 1, name: 'Filings' }, { timeout: 15_000 });
    expect(screen.getByTestId('filings-total-rows').textContent).toBe('0');
    expect(screen.queryByTestId('filings-table')).toBeNull();
    expect(await screen.findByText('There are no filings yet.')).toBeTruthy();
  });
});
