import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { WatchlistSchedule } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { WatchlistNotification } from '#server/domain/watchlists/list-notifications.ts';
import { describeReasons } from '#server/domain/watchlists/notification-reasons.ts';
import type {
  WatchlistSchedule as DomainSchedule,
  Watchlist,
} from '#server/domain/watchlists/watchlist.ts';
import { toApiFilters } from './filing-service-mapping.ts';
import { toApiSharing } from './item-sharing-mapping.ts';

const SCHEDULES: Record<DomainSchedule, WatchlistSchedule> = {
  immediate: WatchlistSchedule.IMMEDIATE,
  daily: WatchlistSchedule.DAILY,
  weekly: WatchlistSchedule.WEEKLY,
};

/** proto WatchlistSchedule to the domain's; unspecified is daily. */
export function fromApiSchedule(schedule: WatchlistSchedule): DomainSchedule {
  if (schedule === WatchlistSchedule.IMMEDIATE) return 'immediate';
  if (schedule === WatchlistSchedule.WEEKLY) return 'weekly';
  return 'daily';
}

/** A watchlist as the caller sees it (ratefiling.v1.Watchlist). */
export function toApiWatchlist(auth: VerifiedAuth, w: Watchlist) {
  const t = w.thresholds;
  return {
    id: w.id,
    name: w.name,
    filters: toApiFilters(w.filters),
    thresholds: {
      ...(t.minRateImpact === null ? {} : { minRateImpact: t.minRateImpact }),
      ...(t.minWrittenPremiumChange === null
        ? {}
        : { minWrittenPremiumChange: t.minWrittenPremiumChange }),
      ...(t.minPolicyholders === null ? {} : { minPolicyholders: t.minPolicyholders }),
      statuses: t.statuses,
      filingTypes: t.filingTypes,
    },
    schedule: SCHEDULES[w.schedule],
    sharing: toApiSharing(auth, w),
    subscribed: w.subscribed,
    email: w.email,
    createdAt: timestampFromDate(w.createdAt),
    updatedAt: timestampFromDate(w.updatedAt),
  };
}

/** A notification with its reasons as sentences (ratefiling.v1.WatchlistNotification). */
export function toApiNotification(n: WatchlistNotification) {
  const filing = n.reasons?.filing;
  return {
    id: n.id,
    watchlistId: n.watchlistId,
    watchlistName: n.watchlistName,
    serffTrackingNumber: n.serffTrackingNumber,
    carrier: filing?.carrier ?? '',
    state: filing?.state ?? '',
    productName: filing?.productName ?? '',
    dispositionStatus: filing?.status ?? '',
    reasons: n.reasons ? describeReasons(n.reasons) : [],
    createdAt: timestampFromDate(n.createdAt),
    read: n.readAt !== null,
  };
}
