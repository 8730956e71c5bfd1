import { RATE_FIELDS } from '#server/data/pdf-import/extracted-filing.ts';
import { FILING_FIELDS } from '#server/data/pdf-import/field-labels.ts';
import type { Database } from '#server/db/connection.ts';
import type { RatingFactorLevel } from '#server/db/schema.ts';
import type { ValueMap } from './expected-values.ts';

const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.slice(0, 10) : null;

/**
 * A filing as the database holds it after an import, under the paths of `expectedValues`
 * (whole-filing fields, companies and their figures, factors and levels; the overall row is
 * recomputed from the companies on import, so it is not read back).
 */
export async function readImportedValues(db: Database, trackingNumber: string): Promise<ValueMap> {
  const out: ValueMap = new Map();
  const [whole] = await db.query<Record<string, unknown>>(
    'select * from whole_filings where serff_tracking_number = $1',
    [trackingNumber],
  );
  if (!whole) return out;
  for (const field of FILING_FIELDS) {
    const v = whole[field];
    out.set(
      `filing.${field}`,
      field.endsWith('_date') || field.startsWith('effective')
        ? iso(v)
        : typeof v === 'string' && v !== ''
          ? v
          : null,
    );
  }
  const companies = await db.query<Record<string, unknown> & { company: string }>(
    'select * from filings where serff_tracking_number = $1 order by id',
    [trackingNumber],
  );
  for (const c of companies) {
    out.set(`company[${c.company}]`, c.company);
    for (const field of RATE_FIELDS) {
      const v = c[field];
      out.set(`company[${c.company}].${field}`, v === null || v === undefined ? null : Number(v));
    }
  }
  const factors = await db.query<{
    factor: string;
    category: string | null;
    levels: RatingFactorLevel[] | string;
  }>(
    'select factor, category, levels from rating_factors where serff_tracking_number = $1 order by id',
    [trackingNumber],
  );
  for (const f of factors) {
    const key = `factor[${f.factor}]`;
    out.set(key, f.factor);
    out.set(`${key}.category`, f.category);
    const levels: RatingFactorLevel[] =
      typeof f.levels === 'string' ? JSON.parse(f.levels) : f.levels;
    for (const l of levels) {
      out.set(`${key}.level[${l.level}]`, l.level);
      out.set(`${key}.level[${l.level}].before`, l.before);
      out.set(`${key}.level[${l.level}].after`, l.after);
    }
  }
  return out;
}

/** The expected values without the overall row (see readImportedValues). */
export function withoutOverall(values: ValueMap): ValueMap {
  return new Map([...values].filter(([path]) => !path.startsWith('overall.')));
}
