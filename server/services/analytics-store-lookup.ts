import { readServerSetting } from '#server/config/read-server-setting.ts';
import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import type { AnalyticsStoreMode } from '#server/domain/analytics/memory-store/analytics-store-mode.ts';
import { analyticsStoreAt } from '#server/domain/analytics/memory-store/analytics-store-registry.ts';

/**
 * A service's way to the analytics store a call may use (ADR 030, 034): the store at exactly the
 * data version the call read (none when no version was read), in `mode`, or else the
 * ANALYTICS_STORE setting, read once on first use.
 */
export function analyticsStoreLookup(
  mode?: AnalyticsStoreMode,
): (db: Database, version: string | undefined) => AnalyticsStore | undefined {
  let resolved = mode;
  return (db, version) => {
    if (version === undefined) return undefined;
    resolved ??= readServerSetting('ANALYTICS_STORE');
    return analyticsStoreAt(db, version, resolved);
  };
}
