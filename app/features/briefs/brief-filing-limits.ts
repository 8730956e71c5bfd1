/** How many filings a brief reads by default, and at most (the builder's number input). */
export const DEFAULT_MAX_FILINGS = 50;
export const MAX_MAX_FILINGS = 500;
