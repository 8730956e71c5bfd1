// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemSharingSchema, ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { SharedItemSchema, SharedItemType } from '#gen/ratefiling/v1/team_service_pb.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { SharedItemsCard } from './shared-items-card.tsx';
import { sharedItemsQueryOptions } from './team-queries.ts';

afterEach(cleanup);

const sharing = (ownedByCaller: boolean, canChange: boolean) =>
  create(ItemSharingSchema, {
    visibility: ItemVisibility.ORGANIZATION,
    organizationId: 'org-1',
    ownerUserId: ownedByCaller ? 'me' : 'alice',
    ownerName: ownedByCaller ? 'Me' : 'Alice Analyst',
    ownedByCaller,
    canChange,
  });

const items = [
  create(SharedItemSchema, {
    itemType: SharedItemType.SAVED_VIEW,
    id: 'v1',
    name: 'TX auto',
    page: 'filings',
    search: '?states=%5B%22TX%22%5D',
    sharing: sharing(true, true),
  }),
  create(SharedItemSchema, {
    itemType: SharedItemType.WATCHLIST,
    id: 'w1',
    name: 'California homeowners',
    sharing: sharing(false, true),
  }),
  create(SharedItemSchema, {
    itemType: SharedItemType.BRIEF,
    id: 'b1',
    name: 'Q3 brief',
    sharing: sharing(false, false),
  }),
];

describe('the items shared with the organization', () => {
  it('lists views, watchlists and briefs with their owner, each opening where it lives', async () => {
    await renderPage(() => <SharedItemsCard />, {
      queries: [[sharedItemsQueryOptions(offlineRpc).queryKey, items]],
    });
    const rows = screen.getAllByTestId('shared-item');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TX autoView · filingsYoursUnshareDelete',
      'California homeownersWatchlistBy Alice AnalystUnshareDelete',
      'Q3 briefBriefBy Alice AnalystNone',
    ]);
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('TX auto')).toBe('/filings?states=%5B%22TX%22%5D');
    expect(link('California homeowners')).toBe('/watchlists');
    expect(link('Q3 brief')).toBe('/brief-builder?brief=b1');
  });

  it('asks before deleting a teammate’s item, naming whose it is', async () => {
    await renderPage(() => <SharedItemsCard />, {
      queries: [[sharedItemsQueryOptions(offlineRpc).queryKey, items]],
    });
    const row = screen.getAllByTestId('shared-item')[1];
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete California homeowners' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete “California homeowners”?',
      hidden: true,
    });
    expect(dialog.textContent).toContain('It belongs to Alice Analyst');
    expect(within(dialog).getByRole('button', { name: 'Delete', hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await expect
      .poll(() => screen.queryByRole('dialog', { name: /^Delete/, hidden: true }))
      .toBeNull();
    expect(screen.getAllByTestId('shared-item')).toHaveLength(3);
  });
});
