-- A brief's commentary blocks (issue 24): [{ "heading": "...", "text": "..." }], in order.
alter table briefs add column if not exists commentary jsonb not null default '[]';
