import type { FilingAggregate } from '#server/data/filing-rows.ts';
import { RATE_FIELDS } from '#server/data/pdf-import/extracted-filing.ts';
import { FILING_FIELDS } from '#server/data/pdf-import/field-labels.ts';

/** One checked value: a path naming it, and the value (null: the document does not state it). */
export type ValueMap = Map<string, string | number | null>;

const text = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v : null);
const number = (v: number | null | undefined): number | null => (v === undefined ? null : v);

/** Whether the document prints the rate information table (rate and rule filings). */
export const printsRates = (filingType: string): boolean =>
  filingType.includes('Rate') || filingType.includes('Rule');

/**
 * What a filing's PDF states, from the generator's own rows: the whole-filing fields, each
 * company's rate figures and the overall row (when the document has the rate table), and every
 * revised factor's levels. The paths match `flattenExtracted`.
 */
export function expectedValues(a: FilingAggregate): ValueMap {
  const w = a.whole;
  const out: ValueMap = new Map();
  const whole = w as Record<string, unknown>;
  for (const field of FILING_FIELDS) {
    const v = whole[field];
    out.set(`filing.${field}`, typeof v === 'string' ? text(v) : null);
  }
  // The generator prints the disposition date only once the filing is disposed of.
  const rates = printsRates(w.filing_type);
  for (const f of a.filings) {
    out.set(`company[${f.company}]`, f.company);
    for (const field of RATE_FIELDS)
      out.set(`company[${f.company}].${field}`, rates ? number(f[field]) : null);
  }
  const overall: Record<(typeof RATE_FIELDS)[number], number | null | undefined> = {
    indicated_change: w.overall_indicated_change,
    rate_impact: w.overall_rate_impact,
    written_premium_change: w.overall_written_premium_change,
    policyholders_affected: w.overall_policyholders_affected,
    written_premium_for_program: w.overall_written_premium,
    max_change: w.overall_max_change,
    min_change: w.overall_min_change,
  };
  for (const field of RATE_FIELDS)
    out.set(`overall.${field}`, rates ? number(overall[field]) : null);
  for (const factor of a.factors) {
    const key = `factor[${factor.factor}]`;
    out.set(key, factor.factor);
    out.set(`${key}.category`, factor.category ?? null);
    for (const level of factor.levels) {
      out.set(`${key}.level[${level.level}]`, level.level);
      out.set(`${key}.level[${level.level}].before`, level.before);
      out.set(`${key}.level[${level.level}].after`, level.after);
    }
  }
  return out;
}
