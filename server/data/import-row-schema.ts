import { z } from 'zod';
import { US_STATES } from './reference/us-states.ts';

const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];

/** CSV cells arrive as strings: an empty cell means "not given". */
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(20_000).optional());
const requiredText = z.string().trim().min(1, 'Required').max(500);
const optionalNumber = z.preprocess(blankToUndefined, z.coerce.number().finite().optional());
const optionalPercent = z.preprocess(
  blankToUndefined,
  z.coerce.number().finite().min(-100).max(1000).optional(),
);
const isoDate = z.iso.date('Expected a date as YYYY-MM-DD');
const optionalDate = z.preprocess(blankToUndefined, isoDate.optional());

/** One import row: one (SERFF tracking number, company) with its filing fields and figures. */
export const importRowSchema = z
  .object({
    serff_tracking_number: z
      .string()
      .trim()
      .regex(
        /^[A-Z0-9]{2,6}-[A-Z]?\d{5,12}$/,
        'Expected a SERFF tracking number like ABCD-134393024',
      ),
    company: requiredText,
    carrier: requiredText,
    state: z.enum(STATE_CODES, 'Expected a two-letter US state code (or DC)'),
    line_of_business: requiredText,
    sub_toi: requiredText,
    filing_type: requiredText,
    disposition_status: requiredText,
    product_name: requiredText,
    description: optionalText,
    state_tracking_number: optionalText,
    company_tracking_number: optionalText,
    project_name: optionalText,
    project_number: optionalText,
    submitted_date: optionalDate,
    effective_date_new: isoDate,
    effective_date_renewal: optionalDate,
    disposition_date: optionalDate,
    indicated_change: optionalPercent,
    rate_impact: optionalPercent,
    average_premium_change: optionalNumber,
    written_premium_change: optionalNumber,
    written_premium_for_program: z.preprocess(
      blankToUndefined,
      z.coerce.number().finite().min(0).optional(),
    ),
    policyholders_affected: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(0).max(2_000_000_000).optional(),
    ),
    max_change: optionalPercent,
    min_change: optionalPercent,
    pdf_path: optionalText,
  })
  .strict()
  .refine(
    (r) => !r.disposition_date || !r.submitted_date || r.disposition_date >= r.submitted_date,
    {
      message: 'disposition_date is before submitted_date',
      path: ['disposition_date'],
    },
  )
  .refine(
    (r) => r.max_change === undefined || r.min_change === undefined || r.max_change >= r.min_change,
    {
      message: 'max_change is below min_change',
      path: ['max_change'],
    },
  );

export type ImportRow = z.infer<typeof importRowSchema>;

/** Fields that describe the whole filing: every row of one tracking number must agree on them. */
export const WHOLE_FILING_FIELDS = [
  'carrier',
  'state',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'effective_date_new',
] as const;
