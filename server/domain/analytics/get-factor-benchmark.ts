import { type RawBuilder, sql } from 'kysely';
import { STATE_NAMES } from '#server/data/reference/us-states.ts';
import type { Database } from '#server/db/connection.ts';
import { parseFactorLevels } from '#server/domain/filings/factor-levels.ts';
import { todayIso, tookEffectCondition } from '#server/domain/filings/took-effect.ts';
import type { FactorBenchmarkRequest } from './analytics-request-schemas.ts';
import {
  type BenchmarkProgram,
  type BenchmarkRow,
  type BenchmarkYear,
  benchmarkRows,
  benchmarkYears,
  defaultLevel,
  factorChoices,
  levelChoices,
  type Spread,
  spreadOf,
  type ValueCount,
} from './factor-benchmark-figures.ts';

export type FactorBenchmark = {
  state: string;
  lineOfBusiness: string;
  factor: string;
  level: string;
  states: ValueCount[];
  linesOfBusiness: ValueCount[];
  factors: ValueCount[];
  levels: ValueCount[];
  rows: BenchmarkRow[];
  spread: Spread;
  years: BenchmarkYear[];
};

/** A state or line the data does not know: the request field and a message for the user. */
export type UnknownScope = { unknown: 'state' | 'line_of_business'; message: string };

/** A program: the product segment, or the carrier and product name when the filing has none. */
const PROGRAM_KEY = sql`coalesce(w.product_segment::text, w.carrier || '|' || w.clean_product_name)`;

async function programCounts(
  db: Database,
  asOf: string,
  where: RawBuilder<boolean>,
  by: 'state' | 'line',
) {
  const column = sql.ref(by === 'state' ? 'w.state' : 'w.line_of_business');
  const { rows } = await sql<ValueCount>`
    select ${column} as value, count(distinct ${PROGRAM_KEY})::int as count
    from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
    where ${tookEffectCondition('w', sql`${asOf}::date`)} and ${where}
    group by ${column} order by count desc, value`.execute(db.kysely);
  return rows;
}

async function knows(db: Database, column: 'state' | 'line_of_business', value: string) {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from whole_filings w where ${sql.ref(`w.${column}`)} = ${value}) as found`.execute(
    db.kysely,
  );
  return rows[0]?.found === true;
}

/** The programs of a state and line with every factor revision of theirs that took effect. */
async function loadPrograms(db: Database, state: string, line: string, asOf: string) {
  const { rows } = await sql<{
    tn: string;
    carrier: string;
    segment_id: number | null;
    product_name: string;
    program: string;
    effective_date: string;
    factor: string;
    levels: unknown;
  }>`
    select distinct on (w.effective_date_new, w.submitted_date, w.serff_tracking_number, r.factor)
      w.serff_tracking_number as tn, w.carrier, w.product_segment as segment_id,
      coalesce(s.product_name, w.clean_product_name) as product_name, ${PROGRAM_KEY} as program,
      w.effective_date_new as effective_date, r.factor, r.levels
    from rating_factors r
    join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
    left join product_segments s on s.id = w.product_segment
    where w.state = ${state} and w.line_of_business = ${line}
      and ${tookEffectCondition('w', sql`${asOf}::date`)}
    order by w.effective_date_new, w.submitted_date nulls last, w.serff_tracking_number, r.factor,
      r.id`.execute(db.kysely);
  const programs = new Map<string, BenchmarkProgram>();
  for (const r of rows) {
    let program = programs.get(r.program);
    if (!program) {
      program = {
        carrier: r.carrier,
        productName: r.product_name,
        segmentId: r.segment_id ?? 0,
        revisions: [],
      };
      programs.set(r.program, program);
    }
    program.revisions.push({
      serffTrackingNumber: r.tn,
      effectiveDate: r.effective_date,
      factor: r.factor,
      levels: parseFactorLevels(r.levels),
    });
  }
  return [...programs.values()];
}

const chosen = (asked: string, choices: readonly ValueCount[]) =>
  asked && choices.some((c) => c.value === asked) ? asked : (choices[0]?.value ?? '');

/**
 * One level of one factor across the programs of a state and line (docs/analytics-definitions.md
 * "Factor benchmark"): each program's current relativity, the spread and the relativities in
 * force year by year, all over the revisions that took effect by `asOf`. An empty state, line,
 * factor or level falls back to the choice with the most programs (levels: the most programs
 * among those that are not the base in every table, then table order); a factor or level not
 * among the choices too.
 */
export async function getFactorBenchmark(
  db: Database,
  request: FactorBenchmarkRequest,
  asOf: string = todayIso(),
): Promise<FactorBenchmark | UnknownScope> {
  if (
    request.state &&
    !STATE_NAMES.has(request.state) &&
    !(await knows(db, 'state', request.state))
  )
    return { unknown: 'state', message: `Unknown state "${request.state}"` };
  if (request.lineOfBusiness && !(await knows(db, 'line_of_business', request.lineOfBusiness)))
    return {
      unknown: 'line_of_business',
      message: `No filing has the line of business "${request.lineOfBusiness}"`,
    };
  const states = await programCounts(db, asOf, sql<boolean>`true`, 'state');
  const state = request.state || (states[0]?.value ?? '');
  const linesOfBusiness = await programCounts(db, asOf, sql<boolean>`w.state = ${state}`, 'line');
  const lineOfBusiness = request.lineOfBusiness || (linesOfBusiness[0]?.value ?? '');
  const programs = await loadPrograms(db, state, lineOfBusiness, asOf);
  const factors = factorChoices(programs);
  const factor = chosen(request.factor, factors);
  const levels = levelChoices(programs, factor);
  const level =
    request.level && levels.some((l) => l.value === request.level)
      ? request.level
      : defaultLevel(programs, factor, levels);
  const rows = benchmarkRows(programs, factor, level);
  return {
    state,
    lineOfBusiness,
    factor,
    level,
    states,
    linesOfBusiness,
    factors,
    levels,
    rows,
    spread: spreadOf(rows),
    years: benchmarkYears(programs, factor, level, asOf),
  };
}
