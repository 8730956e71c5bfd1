// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryTableSchema } from '#gen/ratefiling/v1/query_service_pb.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { CustomQueryPage } from './custom-query-page.tsx';
import { customQuerySchemaQueryOptions } from './custom-query-queries.ts';

afterEach(cleanup);

describe('/custom-query', () => {
  it('shows the editor, the Run button and the views a query may read', async () => {
    await renderPage(CustomQueryPage, {
      path: '/custom-query',
      queries: [
        [
          customQuerySchemaQueryOptions(offlineRpc).queryKey,
          [
            create(QueryTableSchema, {
              name: 'filings',
              description: 'One row per filing',
              columns: [{ name: 'rate_impact', rawType: 'numeric', description: 'Percent' }],
            }),
            create(QueryTableSchema, { name: 'objections', description: 'DOI objections' }),
          ],
        ],
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Custom query' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
    expect(screen.getByText('One row per filing')).toBeTruthy();
    expect(screen.getByText('DOI objections')).toBeTruthy();
    expect(screen.getByTitle('Insert rate_impact')).toBeTruthy();
  });
});
