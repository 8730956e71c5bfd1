/**
 * Below this confidence a value extracted from a filing PDF is low-confidence: flagged "check" on
 * the filing page until someone corrects it, and counted in the import report (ADR 027;
 * docs/analytics-definitions.md, "Extracted values"). Shared by the importer, the api and the app.
 */
export const LOW_CONFIDENCE = 0.8;
