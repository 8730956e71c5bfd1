import type { RatingFactorRow } from '#server/data/filing-rows.ts';
import { type ImportRow, importRowSchema } from '#server/data/import-row-schema.ts';
import type { RatingFactorLevel } from '#server/db/schema.ts';
import { type ExtractedFiling, RATE_FIELDS } from './extracted-filing.ts';

/** The fields a filing cannot be imported without. */
export const REQUIRED_FIELDS = [
  'serff_tracking_number',
  'carrier',
  'state',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'effective_date_new',
] as const;

const FIELD_NAMES: Record<(typeof REQUIRED_FIELDS)[number], string> = {
  serff_tracking_number: 'the SERFF tracking number',
  carrier: 'the carrier (group name)',
  state: 'the state',
  line_of_business: 'the type of insurance (TOI)',
  sub_toi: 'the sub-type of insurance',
  filing_type: 'the filing type',
  disposition_status: 'the status',
  product_name: 'the product name',
  effective_date_new: 'the requested effective date (new business)',
};

export type FilingRows =
  | { ok: true; trackingNumber: string; rows: ImportRow[]; factors: RatingFactorRow[] }
  | { ok: false; errors: string[] };

const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const range = (values: readonly number[]): string | null =>
  values.length === 0
    ? null
    : `${Math.min(...values).toFixed(3)} - ${Math.max(...values).toFixed(3)}`;

/**
 * The import rows (one per company) and factor rows an extracted filing makes, validated by the
 * import's own schema. A filing missing a required field, or naming no company, is refused with
 * the reason: nothing is made up to fill it.
 */
export function toImportRows(e: ExtractedFiling): FilingRows {
  const errors = REQUIRED_FIELDS.filter((f) => !e.fields[f]).map(
    (f) => `could not find ${FIELD_NAMES[f]} in the PDF`,
  );
  if (e.companies.length === 0) errors.push('could not find any company in the PDF');
  if (errors.length > 0) return { ok: false, errors };
  const whole: Record<string, string> = {};
  for (const [field, value] of Object.entries(e.fields)) whole[field] = value.value;
  const rows: ImportRow[] = [];
  for (const company of e.companies) {
    const figures: Record<string, number> = {};
    for (const field of RATE_FIELDS) {
      const v = company.figures[field];
      if (v) figures[field] = v.value;
    }
    const parsed = importRowSchema.safeParse({ ...whole, ...figures, company: company.name.value });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`${company.name.value}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    rows.push(parsed.data);
  }
  if (errors.length > 0) return { ok: false, errors };
  const trackingNumber = rows[0]?.serff_tracking_number ?? '';
  const factors: RatingFactorRow[] = e.factors.map((f) => {
    const levels: RatingFactorLevel[] = f.levels.flatMap((l) => {
      if (!l.before || !l.after) return [];
      const level: RatingFactorLevel = {
        level: l.level.value,
        before: l.before.value,
        after: l.after.value,
        change: l.before.value === 0 ? 0 : r3((l.after.value / l.before.value - 1) * 100),
      };
      if (l.base) level.base = true;
      return [level];
    });
    return {
      serff_tracking_number: trackingNumber,
      company: null,
      factor: f.name.value,
      category: f.category,
      levels,
      before_value: range(levels.map((l) => l.before)),
      after_value: range(levels.map((l) => l.after)),
      change: null,
    };
  });
  return { ok: true, trackingNumber, rows, factors: factors.filter((f) => f.levels.length > 0) };
}
