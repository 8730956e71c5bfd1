-- The search vectors of document pages and objection letters are kept in the table's own rows
-- (storage MAIN) instead of the TOAST table where PostgreSQL moves the largest values of a long
-- row. A search reads the vector of every candidate row (to rank it, and to check a quoted
-- phrase's word positions) but the text of only the few it shows: with the vectors out of line,
-- each candidate cost extra index and chunk reads in the TOAST table (an objection letter's row,
-- text, reply and vector, is about 3.8 kB; a page's about 1.8 kB). Measured at 100,000 filings
-- (bench/scale-1m.md, fourteenth session): checking "rate change" on the 41,596 letters holding
-- both words 180 ms before, 65 ms after; on the pages 1.26-1.43 s before, 0.62-0.64 s after; a
-- common word's 1,000 candidate pages ranked in 63-68 ms before, 51-58 ms after.
-- A setting for rows written from now on: rows already stored keep their layout until they are
-- written again (a new seed or import), which a large database would not want done at startup.
alter table document_pages alter column search_vector set storage main;
alter table objections alter column search_vector set storage main;
