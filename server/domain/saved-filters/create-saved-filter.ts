import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { auditItemChange } from '#server/domain/team/audit-item-change.ts';
import { recordItemAudit } from '#server/domain/team/record-item-audit.ts';
import {
  MAX_SAVED_FILTERS_PER_USER,
  type SavedFilter,
  type SavedViewShape,
  toSavedFilter,
} from './saved-filter.ts';

export type CreateSavedFilterResult =
  | { ok: true; savedFilter: SavedFilter }
  | { ok: false; reason: 'limit-reached' | 'duplicate-name' };

/**
 * Saves a named filter (a view: a page's filters, sort and columns) for a user. Refused when the user already has a filter of that name or
 * has reached MAX_SAVED_FILTERS_PER_USER; checked under a per-user lock so that concurrent
 * creations cannot pass the limit. With `sharedWith` (the caller's active organization, checked
 * by the caller with canShareWithOrganization) the view is shared at once, and audited.
 */
export function createSavedFilter(
  db: Database,
  input: {
    userId: string;
    name: string;
    filters: FilingFilters;
    view?: SavedViewShape;
    sharedWith?: string | null;
  },
): Promise<CreateSavedFilterResult> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('saved_filters:' || $1))", [
      input.userId,
    ]);
    const [stats] = await tx.query<{ total: number; same_name: number }>(
      `select count(*)::int as total, count(*) filter (where lower(name) = lower($2))::int as same_name
       from saved_filters where user_id = $1`,
      [input.userId, input.name],
    );
    if ((stats?.same_name ?? 0) > 0) return { ok: false, reason: 'duplicate-name' };
    if ((stats?.total ?? 0) >= MAX_SAVED_FILTERS_PER_USER)
      return { ok: false, reason: 'limit-reached' };
    const f = input.filters;
    const row = await tx.kysely
      .insertInto('saved_filters')
      .values({
        user_id: input.userId,
        name: input.name,
        carriers: f.carriers,
        lines_of_business: f.linesOfBusiness,
        states: f.states,
        sub_tois: f.subTois,
        disposition_statuses: f.dispositionStatuses,
        filing_types: f.filingTypes,
        companies: f.companies,
        product_names: f.productNames,
        rating_factors: f.ratingFactors,
        start_date: f.startDate ?? null,
        end_date: f.endDate ?? null,
        date_basis: f.dateBasis ?? null,
        population: f.population ?? null,
        page: input.view?.page ?? 'filings',
        sort_field: input.view?.sort?.field ?? null,
        sort_direction: input.view?.sort?.direction ?? null,
        columns: input.view?.columns ?? [],
        search: input.view?.search ?? '',
        organization_id: input.sharedWith ?? null,
        visibility: input.sharedWith ? 'organization' : 'private',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const savedFilter = toSavedFilter(row);
    await recordItemAudit(tx, auditItemChange(null, savedFilter.sharing), {
      actorUserId: input.userId,
      itemType: 'saved_view',
      itemId: savedFilter.id,
      itemName: savedFilter.name,
      details: { page: savedFilter.page },
    });
    return { ok: true, savedFilter };
  });
}
