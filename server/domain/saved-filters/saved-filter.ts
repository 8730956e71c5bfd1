import type { Selectable } from 'kysely';
import {
  DATE_BASES,
  type DateBasis,
  POPULATIONS,
  type Population,
} from '#contract/filings/filter-fields.ts';
import { SAVED_VIEW_PAGES, type SavedViewPage } from '#contract/filings/saved-view-pages.ts';
import type { SavedFiltersTable } from '#server/db/schema.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { type ItemOwnership, toItemOwnership } from '#server/domain/team/item-ownership.ts';

/** At most this many saved filters per user. */
export const MAX_SAVED_FILTERS_PER_USER = 100;
export const MAX_SAVED_FILTER_NAME_LENGTH = 100;

/** A view's sort: a field of the page's list and its direction. */
export type SavedViewSort = { field: string; direction: 'asc' | 'desc' };

/** What a saved view keeps besides its filters (migration 220). */
export type SavedViewShape = {
  page: SavedViewPage;
  sort: SavedViewSort | null;
  columns: string[];
  search: string;
};

export type SavedFilter = SavedViewShape & {
  id: string;
  name: string;
  userId: string;
  filters: FilingFilters;
  /** Owner and sharing (migration 230). */
  sharing: ItemOwnership;
  createdAt: Date;
  updatedAt: Date;
};

/** A row as read with its owner's name (OWNER_NAME_COLUMN); the name is absent after an insert. */
export type SavedFilterRow = Selectable<SavedFiltersTable> & { owner_name?: string | null };

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function toSavedFilter(row: SavedFilterRow): SavedFilter {
  return {
    id: row.id,
    name: row.name,
    userId: row.user_id,
    filters: {
      carriers: row.carriers,
      linesOfBusiness: row.lines_of_business,
      states: row.states,
      subTois: row.sub_tois,
      dispositionStatuses: row.disposition_statuses,
      filingTypes: row.filing_types,
      companies: row.companies,
      productNames: row.product_names,
      ratingFactors: row.rating_factors,
      ...(row.start_date ? { startDate: row.start_date } : {}),
      ...(row.end_date ? { endDate: row.end_date } : {}),
      ...savedDateBasisAndPopulation(row),
    },
    ...savedViewShape(row),
    sharing: toItemOwnership(row),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** The page, sort, columns and query string of a row; a row from before views is /filings. */
function savedViewShape(row: Selectable<SavedFiltersTable>): SavedViewShape {
  const direction = row.sort_direction === 'asc' ? 'asc' : 'desc';
  return {
    page: SAVED_VIEW_PAGES.find((p) => p === row.page) ?? 'filings',
    sort: row.sort_field ? { field: row.sort_field, direction } : null,
    columns: row.columns ?? [],
    search: row.search ?? '',
  };
}

/** A UUID as the api takes it (anything else cannot name a saved filter). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored date basis and population, left out when they are the defaults. */
function savedDateBasisAndPopulation(row: Selectable<SavedFiltersTable>): {
  dateBasis?: DateBasis;
  population?: Population;
} {
  const basis = DATE_BASES.find((b) => b === row.date_basis);
  const population = POPULATIONS.find((p) => p === row.population);
  return {
    ...(basis && basis !== 'effective' ? { dateBasis: basis } : {}),
    ...(population && population !== 'rate_changes' ? { population } : {}),
  };
}
