// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import {
  ListNotificationsResponseSchema,
  WatchlistNotificationSchema,
} from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import { renderPage } from '#tests/support/render/render-page.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NOTIFICATIONS_QUERY_KEY } from './watchlists-queries.ts';

afterEach(cleanup);

const created = Date.UTC(2026, 10, 25, 14, 5);

function notification(id: string, serffTrackingNumber: string, read: boolean) {
  return create(WatchlistNotificationSchema, {
    id,
    watchlistId: 'w1',
    watchlistName: 'Rivals',
    serffTrackingNumber,
    carrier: 'Rival Group',
    state: 'TX',
    productName: 'Rival Auto',
    dispositionStatus: 'Approved',
    reasons: ['New match for this watchlist', 'Rate impact -4.5% (at least 3% either way)'],
    createdAt: timestampFromMs(created),
    read,
  });
}

const data = create(ListNotificationsResponseSchema, {
  notifications: [
    notification('n1', 'RIVL-134800001', false),
    notification('n2', 'RIVL-134800002', false),
    notification('n3', 'RIVL-134800003', true),
  ],
  unreadCount: 2,
});

describe('the notification bell', () => {
  it('says how many are unread and lists each with why it matched, when, and its filing', async () => {
    await renderPage(() => <NotificationBell />, {
      queries: [[NOTIFICATIONS_QUERY_KEY, data]],
    });
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.closest('.mantine-Indicator-root')?.textContent).toContain('2');
    fireEvent.click(bell);
    // (Mantine fades the panel in: happy-dom never finishes the transition, so the queries
    // include what is still hidden.)
    const hidden = true;
    const panel = await screen.findByRole('dialog', { name: /^Notifications/, hidden });
    const items = within(panel).getAllByRole('listitem', { name: /RIVL-/, hidden });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Unread: RIVL-134800001',
      'Unread: RIVL-134800002',
      'RIVL-134800003',
    ]);
    const first = items[0];
    if (!first) throw new Error('no item');
    expect(
      within(first).getByRole('link', { name: 'RIVL-134800001', hidden }).getAttribute('href'),
    ).toBe('/filings/RIVL-134800001');
    expect(first.textContent).toContain('Rival Group · TX · Rival Auto · Approved');
    expect(first.textContent).toContain(`Watchlist “Rivals” · ${formatDateTime(created)}`);
    expect(within(first).getByText('Rate impact -4.5% (at least 3% either way)')).toBeTruthy();
    // Unread ones can be marked read one by one; the read one has no such button.
    expect(
      within(panel)
        .getAllByRole('button', { name: /^Mark read: /, hidden })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Mark read: RIVL-134800001', 'Mark read: RIVL-134800002']);
    expect(within(panel).getByRole('button', { name: 'Mark all read', hidden })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Manage watchlists', hidden })).toBeTruthy();
  });

  it('is a plain bell when nothing is unread', async () => {
    await renderPage(() => <NotificationBell />, {
      queries: [[NOTIFICATIONS_QUERY_KEY, create(ListNotificationsResponseSchema, {})]],
    });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
