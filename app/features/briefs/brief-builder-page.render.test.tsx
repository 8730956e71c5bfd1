// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListBriefsResponseSchema } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { BriefBuilderPage } from './brief-builder-page.tsx';
import { briefListQueryOptions } from './brief-queries.ts';

afterEach(cleanup);

function renderBriefs(briefs: { id: string; title: string; filingCount: number }[]) {
  return renderPage(() => <BriefBuilderPage openId={undefined} onOpen={() => {}} />, {
    path: '/brief-builder',
    queries: [
      filterChoices({}),
      [briefListQueryOptions(offlineRpc).queryKey, create(ListBriefsResponseSchema, { briefs })],
    ],
  });
}

describe('/brief-builder', () => {
  it("lists the user's briefs", async () => {
    await renderBriefs([
      { id: 'b1', title: 'Texas auto, Q1', filingCount: 42 },
      { id: 'b2', title: 'Homeowners objections', filingCount: 7 },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brief builder' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const rows = within(screen.getByTestId('brief-list')).getAllByTestId('brief-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Texas auto, Q1');
    expect(rows[0]?.textContent).toContain('42');
    expect(screen.getByRole('button', { name: 'Delete Homeowners objections' })).toBeTruthy();
  });

  it('invites to create the first brief', async () => {
    await renderBriefs([]);
    await screen.findByRole('heading', { level: 1, name: 'Brief builder' }, { timeout: 15_000 });
    expect(screen.getByText('No briefs yet: create one above.')).toBeTruthy();
    expect(screen.queryAllByTestId('brief-row')).toHaveLength(0);
  });
});
