-- Custom query (issue 21): the rating plans level by level, so that relativity questions can be
-- asked in SQL (docs/custom-query.md). One row per level of every revised factor table, in the
-- table's order, and one row per base rate by coverage.
create or replace view query_views.rating_factor_levels as
select
  r.serff_tracking_number, r.company, r.factor, r.category,
  l.n::int as level_order, l.v->>'level' as level,
  (l.v->>'before')::float8 as relativity_before, (l.v->>'after')::float8 as relativity_after,
  (l.v->>'change')::float8 as change,
  coalesce((l.v->>'base')::boolean, false) as is_base,
  (l.v->>'weight')::float8 as exposure_share
from public.rating_factors r
cross join lateral jsonb_array_elements(
  case when jsonb_typeof(r.levels) = 'array' then r.levels else '[]'::jsonb end
) with ordinality as l(v, n);

create or replace view query_views.base_rates as
select
  b.serff_tracking_number, b.company, b.coverage, b.before_rate as rate_before,
  b.after_rate as rate_after, b.change, b.exposure_share
from public.base_rates b;

grant select on all tables in schema query_views to rfi_query_reader;
