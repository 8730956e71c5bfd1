-- Adjacent word pairs of the filings' own text, the filing summaries, the objection letters and
-- their summaries, indexed for quoted phrases (ADR 044, server/domain/search/phrase-pair-keys.ts).
--
-- A quoted phrase is matched exactly by a regular expression. The stemmed full-text index finds
-- the rows holding its words, and for a phrase of common words that is rare or found nowhere
-- ("rate change": 41,596 letters hold both words at 100,000 filings and none the phrase) the
-- expression ran on every one of them. Each row now keeps the hashes of its consecutive pairs of
-- ASCII word runs that only whitespace separates, lower-cased; a row the phrase's expression
-- matches holds every pair of the phrase, so the GIN index gives the few rows worth checking.
--
-- The app computes the keys where it writes rows in bulk (the seed); a trigger computes them for
-- any other write (phrase_pair_keys below, the same keys: phrase-pair-keys.test.ts) and again
-- whenever the text changes. A null column means "not keyed yet" (a summary that is null has the
-- empty array): rows stored before this migration in a large database stay unkeyed until
-- `node scripts/key-phrase-pairs.ts` keys them, and a search finds them through the partial
-- indexes below and checks them the old way, so no phrase is ever missed.
create function phrase_pair_keys(t text) returns int4[] language sql immutable strict parallel safe as $$
  select coalesce(array_agg(distinct s.k order by s.k), '{}'::int4[])
  from (
    select hashtext(lower(m.w[1]) || ' ' || lower(lead(m.w[1]) over (order by m.n))) as k,
      lead(m.w[1]) over (order by m.n) as next_word, m.w[2] as separator
    from regexp_matches(t, '([A-Za-z0-9_]+)([^A-Za-z0-9_]*)', 'g') with ordinality as m(w, n)
  ) s
  where s.next_word is not null and s.separator <> ''
    and s.separator !~ '[\x01-\x08\x0e-\x1f\x21-\x7f]'
$$;

alter table whole_filings add column phrase_pairs int4[], add column summary_phrase_pairs int4[];
alter table objections add column phrase_pairs int4[], add column summary_phrase_pairs int4[];

create function whole_filings_phrase_pairs() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' and new.phrase_pairs is not null then
    null;
  elsif tg_op = 'INSERT' or new.product_name is distinct from old.product_name
      or new.description is distinct from old.description or new.carrier is distinct from old.carrier
      or new.filing_company is distinct from old.filing_company
      or new.filing_type is distinct from old.filing_type then
    new.phrase_pairs := phrase_pair_keys(concat_ws(' ', new.product_name, new.description,
      new.carrier, new.filing_company, new.filing_type));
  end if;
  if (tg_op = 'INSERT' and new.summary_phrase_pairs is null)
      or (tg_op = 'UPDATE' and new.summary is distinct from old.summary) then
    new.summary_phrase_pairs := phrase_pair_keys(coalesce(new.summary, ''));
  end if;
  return new;
end $$;

create trigger whole_filings_phrase_pairs before insert or update on whole_filings
  for each row execute function whole_filings_phrase_pairs();

create function objections_phrase_pairs() returns trigger language plpgsql as $$
begin
  if (tg_op = 'INSERT' and new.phrase_pairs is null)
      or (tg_op = 'UPDATE' and (new.content is distinct from old.content
        or new.reply_content is distinct from old.reply_content)) then
    new.phrase_pairs := phrase_pair_keys(concat_ws(' ', new.content, new.reply_content));
  end if;
  if (tg_op = 'INSERT' and new.summary_phrase_pairs is null)
      or (tg_op = 'UPDATE' and new.summary is distinct from old.summary) then
    new.summary_phrase_pairs := phrase_pair_keys(coalesce(new.summary, ''));
  end if;
  return new;
end $$;

create trigger objections_phrase_pairs before insert or update on objections
  for each row execute function objections_phrase_pairs();

create index whole_filings_phrase_pairs on whole_filings using gin (phrase_pairs);
create index whole_filings_summary_phrase_pairs on whole_filings using gin (summary_phrase_pairs);
create index objections_phrase_pairs on objections using gin (phrase_pairs);
create index objections_summary_phrase_pairs on objections using gin (summary_phrase_pairs);
create index whole_filings_phrase_pairs_unkeyed on whole_filings (serff_tracking_number)
  where phrase_pairs is null;
create index whole_filings_summary_phrase_pairs_unkeyed on whole_filings (serff_tracking_number)
  where summary_phrase_pairs is null;
create index objections_phrase_pairs_unkeyed on objections (id) where phrase_pairs is null;
create index objections_summary_phrase_pairs_unkeyed on objections (id)
  where summary_phrase_pairs is null;

-- Rows already stored, when there are few (a demo database of a few thousand filings: seconds).
-- A large database is keyed by scripts/key-phrase-pairs.ts, in batches, while it serves.
do $$
begin
  if (select count(*) from whole_filings) <= 20000 then
    update whole_filings set phrase_pairs = phrase_pair_keys(concat_ws(' ', product_name,
      description, carrier, filing_company, filing_type)),
      summary_phrase_pairs = phrase_pair_keys(coalesce(summary, ''));
    update objections set phrase_pairs = phrase_pair_keys(concat_ws(' ', content, reply_content)),
      summary_phrase_pairs = phrase_pair_keys(coalesce(summary, ''));
  end if;
end $$;
