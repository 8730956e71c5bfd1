/**
 * The functions a custom query may call: aggregates, window functions, math, string, date and
 * conditional functions used in analysis. Everything else is refused, in particular sleeping,
 * file, network, settings, large-object, admin, sequence and catalog functions.
 */
const names = `
count sum avg min max stddev stddev_pop stddev_samp variance var_pop var_samp every bool_and
bool_or string_agg array_agg percentile_cont percentile_disc mode corr covar_pop covar_samp
regr_slope regr_intercept regr_r2 regr_count json_agg jsonb_agg
row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
abs ceil ceiling floor round trunc sign sqrt cbrt power pow exp ln log log10 mod div greatest
least width_bucket pi degrees radians random_normal numeric_inc scale
length char_length character_length octet_length lower upper initcap trim btrim ltrim rtrim
substr substring left right position strpos replace split_part concat concat_ws reverse
translate starts_with regexp_replace regexp_match regexp_matches regexp_like regexp_count
regexp_substr format to_char to_number to_date to_timestamp md5 unaccent similarity
word_similarity ascii chr overlay array_to_string string_to_array array_length cardinality
unnest array_position array_remove
now current_date date_trunc date_part extract age make_date make_interval make_timestamp
justify_days justify_interval isfinite date_bin
coalesce nullif
jsonb_array_elements json_array_elements jsonb_array_length json_array_length jsonb_extract_path_text
json_extract_path_text jsonb_typeof json_typeof jsonb_build_object json_build_object
generate_series
`;

export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set(names.split(/\s+/).filter(Boolean));

/** Set-returning functions allowed in FROM. */
export const ALLOWED_FROM_FUNCTIONS: ReadonlySet<string> = new Set([
  'generate_series',
  'unnest',
  'jsonb_array_elements',
  'json_array_elements',
]);

/** Functions whose arguments must be constants, so that the planner can estimate their size. */
export const CONSTANT_ARGUMENT_FUNCTIONS: ReadonlySet<string> = new Set(['generate_series']);
