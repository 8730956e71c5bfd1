/**
 * ANALYTICS_STORE (ADR 030): `auto` keeps the in-memory analytics store when the database holds
 * at least AUTO_MIN_FILINGS whole filings (counted once per data version), `on` always, `off`
 * never (every aggregate from SQL).
 */
export const ANALYTICS_STORE_MODES = ['auto', 'on', 'off'] as const;
export type AnalyticsStoreMode = (typeof ANALYTICS_STORE_MODES)[number];
export const AUTO_MIN_FILINGS = 50_000;
