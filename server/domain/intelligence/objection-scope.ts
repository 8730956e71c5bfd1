import { type RawBuilder, sql } from 'kysely';
import { filingFilterCondition } from '#server/domain/filings/filing-filter-condition.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { themePatternForPostgres } from './objection-theme-rules.ts';

/** What selects objection letters: the common filters on their filing, a reviewer, a theme, words. */
export type ObjectionScope = {
  filters: FilingFilters;
  reviewer?: string;
  theme?: string;
  query?: string;
};

/**
 * The WHERE condition over `objections o join whole_filings w`: the filing filters, the reviewer
 * by the name the letter is signed with or the reviewer's name / alternative names, the theme
 * stored with the letter (or, when none is stored, revealed by its text), and the words in the letter or its reply (full-text).
 */
export function objectionScopeCondition(scope: ObjectionScope): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [filingFilterCondition(scope.filters, 'whole_filings', 'w')];
  if (scope.reviewer) {
    const name = scope.reviewer.toLowerCase();
    parts.push(sql`(lower(o.reviewer_name) = ${name} or exists (
      select 1 from reviewers r where r.id = o.reviewer_id
      and (lower(r.name) = ${name} or ${name} = any (select lower(a) from unnest(r.alternative_names) a))))`);
  }
  if (scope.theme) {
    // As objectionThemesOf reads a letter: its stored themes, or else those its text reveals.
    const pattern = themePatternForPostgres(scope.theme);
    const classified = pattern
      ? sql` or (coalesce(o.summary, '') = '' and o.content ~* ${pattern})`
      : sql``;
    parts.push(sql`(position(${scope.theme} in coalesce(o.summary, '')) > 0${classified})`);
  }
  if (scope.query) {
    parts.push(sql`o.search_vector @@ websearch_to_tsquery('english', ${scope.query})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
