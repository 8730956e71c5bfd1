/** One module formats money, percent, numbers and dates for both tiers (contract/format/, ADR 024). */
export * from '#contract/format/format-percent.ts';
