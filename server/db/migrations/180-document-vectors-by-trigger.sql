-- document_pages.search_vector is kept by a trigger instead of being a generated column
-- (ADR 021), so that a bulk load may bring vectors computed elsewhere with the same
-- configuration: a PGlite seed computes them in a worker thread while it inserts. Any other
-- write (a PDF import, an update of the text) leaves the vector to the trigger, which computes
-- to_tsvector('document_english', content), the same value the generated column had.
drop index if exists document_pages_search;
alter table document_pages drop column search_vector;
alter table document_pages add column search_vector tsvector;

create function document_pages_search_vector() returns trigger language plpgsql as $$
begin
  -- An insert may bring its vector; an update always recomputes it from the text.
  if tg_op = 'UPDATE' or new.search_vector is null then
    new.search_vector := to_tsvector('document_english', new.content);
  end if;
  return new;
end $$;

create trigger document_pages_search_vector before insert or update on document_pages
  for each row execute function document_pages_search_vector();

update document_pages set search_vector = null;
alter table document_pages alter column search_vector set not null;
create index document_pages_search on document_pages using gin (search_vector);
