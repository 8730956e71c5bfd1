-- Document pages index their words, not their decimal figures (issue 20, ADR 020).
--
-- The demo documents are real rate pages: factor tables, base rates, percentages. Every
-- relativity and percentage ("1.181", "-2.684") became its own lexeme: 31% of a page's index
-- entries and 85% of the distinct keys of document_pages_search, which made its GIN build the
-- longest step of a seed. `document_english` is `english` without the decimal, scientific and
-- version tokens; integers (years, NAIC codes, ZIP codes, form numbers, the digits of a tracking
-- number such as AVIC-131046949, which the parser reads as a word and a signed integer) are kept. Search parses the query of the page source with
-- the same configuration, so a decimal figure in a query is ignored there as a stop word is.
create text search configuration document_english (copy = english);
alter text search configuration document_english drop mapping for float, sfloat, version;

drop index if exists document_pages_search;
alter table document_pages drop column search_vector;
alter table document_pages
  add column search_vector tsvector generated always as (to_tsvector('document_english', content)) stored;
create index document_pages_search on document_pages using gin (search_vector);
