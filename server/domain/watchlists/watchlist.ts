import { z } from 'zod';
import { DATE_BASES } from '#contract/filings/filter-fields.ts';
import type { ItemVisibility, SharedItem } from '#server/auth/shared-item-access.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { filingFiltersSchema } from '#server/domain/filings/resolve-filing-filters.ts';

/** How often a watchlist's matches are emailed: at once (one mail per match run), daily, weekly. */
export const WATCHLIST_SCHEDULES = ['immediate', 'daily', 'weekly'] as const;
export type WatchlistSchedule = (typeof WATCHLIST_SCHEDULES)[number];

export const MAX_WATCHLIST_NAME_LENGTH = 100;
/** At most this many watchlists per owner. */
export const MAX_WATCHLISTS_PER_USER = 50;

/**
 * What a matching filing must also meet. The figure thresholds are alternatives: a filing
 * qualifies when it meets at least one that is set (none set: every filing of the filters). The
 * statuses and filing types are required when given.
 */
export type WatchlistThresholds = {
  /** Rate impact of at least this many percentage points, up or down. */
  minRateImpact: number | null;
  /** Written premium change of at least this percent of the written premium, up or down. */
  minWrittenPremiumChange: number | null;
  /** At least this many policyholders affected. */
  minPolicyholders: number | null;
  statuses: string[];
  filingTypes: string[];
};

/** A watchlist as its owner and readers see it; `subscribed` and `email` are the caller's. */
export type Watchlist = SharedItem & {
  id: string;
  /** The owner's name, else email; empty when unknown (a Clerk user). */
  ownerName: string;
  name: string;
  filters: FilingFilters;
  thresholds: WatchlistThresholds;
  schedule: WatchlistSchedule;
  createdAt: Date;
  updatedAt: Date;
  /** The caller hears of its matches (the owner always, unless they unsubscribed). */
  subscribed: boolean;
  /** The caller gets them by email too. */
  email: boolean;
};

/** What a caller writes: everything but ownership and times. */
export type WatchlistFields = {
  name: string;
  filters: FilingFilters;
  thresholds: WatchlistThresholds;
  schedule: WatchlistSchedule;
  visibility: ItemVisibility;
};

function toFilterDate(iso: string | undefined) {
  if (!iso) return undefined;
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/**
 * Resolved filters in the api's input shape (dates as parts, date basis and population as the
 * proto numbers), as stored in watchlists.filters: reading them back through the filters' zod
 * schema (`readStoredFilters`) gives the same filters.
 */
export function toStoredFilters(filters: FilingFilters): Record<string, unknown> {
  const { startDate, endDate, dateBasis, population, ...lists } = filters;
  return {
    ...lists,
    ...(startDate ? { startDate: toFilterDate(startDate) } : {}),
    ...(endDate ? { endDate: toFilterDate(endDate) } : {}),
    ...(dateBasis ? { dateBasis: DATE_BASES.indexOf(dateBasis) + 1 } : {}),
    ...(population === 'all' ? { population: 2 } : {}),
  };
}

/** Stored filters validated by the filing filters' schema; invalid JSON reads as no filter. */
export function readStoredFilters(json: unknown): FilingFilters {
  const parsed = filingFiltersSchema.safeParse(json ?? {});
  return parsed.success ? parsed.data : filingFiltersSchema.parse({});
}

/** A row of watchlists with the caller's subscription, as list and get queries select it. */
export type WatchlistRow = {
  id: string;
  user_id: string;
  organization_id: string | null;
  visibility: string;
  name: string;
  filters: unknown;
  min_rate_impact: number | null;
  min_written_premium_change: number | null;
  min_policyholders: number | null;
  statuses: string[];
  filing_types: string[];
  schedule: string;
  created_at: Date | string;
  updated_at: Date | string;
  subscribed: boolean | null;
  email: boolean | null;
  owner_name: string | null;
};

const rowSchema = z.object({
  visibility: z.enum(['private', 'organization']).catch('private'),
  schedule: z.enum(WATCHLIST_SCHEDULES).catch('daily'),
});

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toWatchlist(row: WatchlistRow): Watchlist {
  const { visibility, schedule } = rowSchema.parse(row);
  return {
    id: row.id,
    ownerUserId: row.user_id,
    ownerName: row.owner_name ?? '',
    organizationId: row.organization_id,
    visibility,
    name: row.name,
    filters: readStoredFilters(row.filters),
    thresholds: {
      minRateImpact: row.min_rate_impact,
      minWrittenPremiumChange: row.min_written_premium_change,
      minPolicyholders: row.min_policyholders,
      statuses: row.statuses,
      filingTypes: row.filing_types,
    },
    schedule,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    subscribed: row.subscribed === true,
    email: row.email === true,
  };
}

/** The select list of a watchlist `w`, its subscription `s` and its owner `o` (WATCHLIST_FROM). */
export const WATCHLIST_COLUMNS = `w.id, w.user_id, w.organization_id, w.visibility, w.name, w.filters,
  w.min_rate_impact, w.min_written_premium_change, w.min_policyholders, w.statuses, w.filing_types,
  w.schedule, w.created_at, w.updated_at, s.user_id is not null as subscribed, s.email,
  coalesce(nullif(o."name", ''), o.email, '') as owner_name`;

/** Watchlists with the subscription of the user bound as `$1` and the owner's local account. */
export const WATCHLIST_FROM = `watchlists w
  left join watchlist_subscriptions s on s.watchlist_id = w.id and s.user_id = $1
  left join auth_user o on o.id = w.user_id`;
