-- The filings data version (migration 010) keys the count cache and the per-process result
-- caches (ADR 007). Search, analytics and filing detail also read rating factors, objections,
-- reviewers, supplemental metrics, product segments, change logs and document text: a write to
-- any of them bumps the version too, so no cached result outlives the data it was computed from.
-- (filing_documents is left out on purpose: the first view of a PDF records its rendering there,
-- which changes no figure, and must not empty every cache.)
do $$
declare
  t text;
begin
  foreach t in array array['rating_factors', 'objections', 'filing_reviewers', 'reviewers',
    'supplemental_metrics', 'product_segments', 'filing_change_logs', 'document_pages',
    'carriers', 'companies']
  loop
    execute format('drop trigger if exists %I on %I', t || '_data_version_bump', t);
    execute format('create trigger %I after insert or update or delete or truncate on %I
      for each statement execute function bump_filings_data_version()', t || '_data_version_bump', t);
  end loop;
end;
$$;
