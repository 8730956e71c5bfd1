import { z } from 'zod';
import { US_STATES } from '#server/data/reference/us-states.ts';

/** What a corrected value is written to: a whole-filing field, a company's figure, a factor level. */
export type CorrectionTarget =
  | { kind: 'filing'; field: FilingTextField | FilingDateField | 'state' }
  | { kind: 'company'; company: string; field: RateField }
  | { kind: 'overall'; field: RateField }
  | { kind: 'level'; factor: string; level: string; side: 'before' | 'after' };

const FILING_TEXT_FIELDS = [
  'state_tracking_number',
  'company_tracking_number',
  'carrier',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'project_name',
  'project_number',
] as const;
type FilingTextField = (typeof FILING_TEXT_FIELDS)[number];
const FILING_DATE_FIELDS = [
  'submitted_date',
  'effective_date_new',
  'effective_date_renewal',
  'disposition_date',
] as const;
type FilingDateField = (typeof FILING_DATE_FIELDS)[number];
const RATE_FIELDS = [
  'indicated_change',
  'rate_impact',
  'written_premium_change',
  'policyholders_affected',
  'written_premium_for_program',
  'max_change',
  'min_change',
] as const;
type RateField = (typeof RATE_FIELDS)[number];

const isOneOf = <T extends string>(list: readonly T[], s: string): s is T =>
  (list as readonly string[]).includes(s);

/**
 * The target of a field path, or null for a path that names a row (a company, a factor, a level,
 * the tracking number): those are keys, changed by re-importing, never by a correction.
 */
export function correctionTarget(fieldPath: string): CorrectionTarget | null {
  const filing = /^filing\.(\w+)$/.exec(fieldPath);
  if (filing?.[1]) {
    const field = filing[1];
    if (
      field === 'state' ||
      isOneOf(FILING_TEXT_FIELDS, field) ||
      isOneOf(FILING_DATE_FIELDS, field)
    )
      return { kind: 'filing', field };
    return null;
  }
  const company = /^company\[(.+)\]\.(\w+)$/.exec(fieldPath);
  if (company?.[1] && company[2] && isOneOf(RATE_FIELDS, company[2]))
    return { kind: 'company', company: company[1], field: company[2] };
  const overall = /^overall\.(\w+)$/.exec(fieldPath);
  if (overall?.[1] && isOneOf(RATE_FIELDS, overall[1]))
    return { kind: 'overall', field: overall[1] };
  const level = /^factor\[(.+)\]\.level\[(.+)\]\.(before|after)$/.exec(fieldPath);
  if (level?.[1] && level[2] && (level[3] === 'before' || level[3] === 'after'))
    return { kind: 'level', factor: level[1], level: level[2], side: level[3] };
  return null;
}

/** A figure as typed: "1,234", "$1,234", "-3.5%", "(3.5)" for a minus. */
const figure = z
  .string()
  .trim()
  .min(1, 'Enter a number')
  .transform((s) => s.replace(/[\s,$%]/g, '').replace(/^\((.*)\)$/, '-$1'))
  .pipe(z.string().regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, 'Enter a number, like 3.5 or -1,250'))
  .transform(Number);
const percent = figure.pipe(z.number().min(-100, 'At least -100%').max(1000, 'At most 1000%'));
const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];

const RATE_SCHEMAS: Record<RateField, z.ZodType<number, string>> = {
  indicated_change: percent,
  rate_impact: percent,
  max_change: percent,
  min_change: percent,
  written_premium_change: figure,
  written_premium_for_program: figure.pipe(z.number().min(0, 'Cannot be negative')),
  policyholders_affected: figure.pipe(
    z.number().int('Enter a whole number').min(0, 'Cannot be negative').max(2_000_000_000),
  ),
};

/** The validator of a corrected value for its target: a typed value, stored and written as such. */
export function correctionValueSchema(
  target: CorrectionTarget,
): z.ZodType<string | number, string> {
  switch (target.kind) {
    case 'filing':
      if (target.field === 'state')
        return z
          .string()
          .trim()
          .toUpperCase()
          .pipe(z.enum(STATE_CODES, 'Enter a two-letter US state code (or DC)'));
      if (isOneOf(FILING_DATE_FIELDS, target.field))
        return z.string().trim().pipe(z.iso.date('Enter a date as YYYY-MM-DD'));
      return z.string().trim().min(1, 'Enter a value').max(500, 'At most 500 characters');
    case 'company':
    case 'overall':
      return RATE_SCHEMAS[target.field];
    case 'level':
      return figure.pipe(z.number().min(0, 'A relativity cannot be negative').max(1_000_000));
  }
}
