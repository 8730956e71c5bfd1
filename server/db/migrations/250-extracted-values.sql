-- Values extracted from imported filing PDFs, each traceable to its page (issue 25, ADR 027).
--
-- One row per (filing, field path): "filing.state", "company[Acme Insurance Company].rate_impact",
-- "overall.rate_impact", "factor[Driver Age].level[16-17].after". The value is kept as printed
-- and parsed (value_text), with the page, the box it was printed in (PDF units, origin bottom
-- left) and the extractor's confidence (0-1). A user's correction is stored beside it with who
-- and when; the extracted value itself is never overwritten by a correction.
create table extracted_values (
  serff_tracking_number text not null references whole_filings (serff_tracking_number) on delete cascade,
  field_path text not null,
  value_text text not null,
  page integer not null check (page >= 1),
  bbox_x double precision not null,
  bbox_y double precision not null,
  bbox_width double precision not null check (bbox_width >= 0),
  bbox_height double precision not null check (bbox_height >= 0),
  confidence double precision not null check (confidence >= 0 and confidence <= 1),
  corrected_value text,
  corrected_by text,
  corrected_at timestamptz,
  extracted_at timestamptz not null default now(),
  primary key (serff_tracking_number, field_path),
  check ((corrected_value is null) = (corrected_at is null))
);
