/**
 * The statements of migration 170 that create the text search configuration of the document
 * pages, for a PGlite instance without the migrations (the seed's page-vector worker). A seed test
 * checks that the vectors the worker computes equal the database's own.
 */
export const DOCUMENT_TEXT_CONFIG_SQL = [
  'create text search configuration document_english (copy = english)',
  'alter text search configuration document_english drop mapping for float, sfloat, version',
] as const;
