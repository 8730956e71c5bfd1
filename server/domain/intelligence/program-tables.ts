import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { type FactorLevel, parseFactorLevels } from '#server/domain/filings/factor-levels.ts';
import { tookEffect } from '#server/domain/filings/took-effect.ts';

/** One revision of a table by a filing of the program, in the order the history lists them. */
export type TableRevision = {
  serffTrackingNumber: string;
  effectiveDate: string | null;
  submittedDate: string | null;
  status: string;
  company: string | null;
  change: number;
  levels: FactorLevel[];
};

/** A base-rate revision of one coverage by a filing of the program. */
export type BaseRateRevision = Omit<TableRevision, 'levels'> & { after: number };

/** What the other filings of a program revised: factor tables by name, base rates by coverage. */
export type ProgramTables = {
  factors: Map<string, TableRevision[]>;
  baseRates: Map<string, BaseRateRevision[]>;
};

/** A factor's or coverage's name folded for pairing: case and spacing ignored. */
export const tableKey = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ').trim();

function group<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

type RevisionRow = {
  tn: string;
  effective_date: string | null;
  submitted_date: string | null;
  status: string;
  name: string;
  company: string | null;
  change: number | null;
};

/**
 * The factor tables and base rates revised by the filings of a product segment other than
 * `excluding` (the filing being compared), oldest first by effective date, submission date and
 * tracking number. An empty program for a filing without a segment.
 */
export async function loadProgramTables(
  db: Database,
  segmentId: number | null,
  excluding: string,
): Promise<ProgramTables> {
  if (segmentId === null) return { factors: new Map(), baseRates: new Map() };
  const order = sql`order by w.effective_date_new asc nulls last, w.submitted_date asc nulls last,
      w.serff_tracking_number, r.id`;
  const [factors, rates] = await Promise.all([
    sql<RevisionRow & { levels: unknown }>`
      select w.serff_tracking_number as tn, w.effective_date_new as effective_date,
        w.submitted_date, w.disposition_status as status, r.factor as name, r.company, r.change,
        r.levels
      from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
      where w.product_segment = ${segmentId} and w.serff_tracking_number <> ${excluding}
      ${order}`.execute(db.kysely),
    sql<RevisionRow & { after_rate: number }>`
      select w.serff_tracking_number as tn, w.effective_date_new as effective_date,
        w.submitted_date, w.disposition_status as status, r.coverage as name, r.company, r.change,
        r.after_rate
      from base_rates r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
      where w.product_segment = ${segmentId} and w.serff_tracking_number <> ${excluding}
      ${order}`.execute(db.kysely),
  ]);
  const common = (r: RevisionRow) => ({
    serffTrackingNumber: r.tn,
    effectiveDate: r.effective_date,
    submittedDate: r.submitted_date,
    status: r.status,
    company: r.company,
    change: r.change ?? 0,
  });
  return {
    factors: group(
      factors.rows.map((r) => ({ ...common(r), key: r.name, levels: parseFactorLevels(r.levels) })),
      (r) => tableKey(r.key),
    ),
    baseRates: group(
      rates.rows.map((r) => ({ ...common(r), key: r.name, after: r.after_rate })),
      (r) => tableKey(r.key),
    ),
  };
}

/**
 * The revision in force on `asOf`: the last (in the program's order) that took effect by then;
 * undefined when none had.
 */
export function revisionInForce<T extends Omit<TableRevision, 'levels'>>(
  revisions: readonly T[] | undefined,
  asOf: string,
): T | undefined {
  let found: T | undefined;
  for (const r of revisions ?? []) if (tookEffect(r.status, r.effectiveDate, asOf)) found = r;
  return found;
}
