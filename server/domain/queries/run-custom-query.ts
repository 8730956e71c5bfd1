import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { checkQuerySafety, loadQueryParser } from './check-query-safety.ts';
import { failedResult, type QueryRunResult, type ResultColumn } from './query-result.ts';
import { QUERY_READER_ROLE, QUERY_VIEWS_SCHEMA } from './query-view-catalog.ts';
import { type JsonCell, NUMBER_TYPES, toJsonCell } from './to-json-cell.ts';

export type RunCustomQueryOptions = {
  /** Statement time limit for the whole query (default 5 s). */
  timeoutMs?: number;
  /** Most rows returned (default 10,000); one more is fetched to flag truncation. */
  maxRows?: number;
  /** Largest planner cost accepted (defaults depend on the database mode). */
  maxCost?: number;
  /** Most bytes of row data returned (default 20 MB); the result is cut before it. */
  maxBytes?: number;
};

export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_ROWS = 10_000;
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The ceiling on the planner's estimate of the whole query (not of its first rows). On the
 * embedded database a custom query runs in a worker that is stopped at the deadline
 * (query-sandbox.ts), on a server statement_timeout stops it: the ceiling refuses up front what
 * could never finish in time.
 */
export const MAX_COST = { pglite: 5_000_000, postgres: 50_000_000 } as const;

const databaseErrorSchema = z.object({
  message: z.string(),
  position: z.union([z.string(), z.number()]).optional(),
});
const planSchema = z.array(z.object({ Plan: z.object({ 'Total Cost': z.number() }) }));

const wrapPrefix = 'select * from (\n';
const MEGABYTE = 1024 * 1024;

function sizeLabel(bytes: number): string {
  return bytes >= MEGABYTE
    ? `${Math.round(bytes / MEGABYTE)} MB`
    : `${Math.round(bytes / 1024)} kB`;
}
/** Errors with a position come from the first statement that analyses the query: the EXPLAIN. */
const explainPrefix = `explain (format json) ${wrapPrefix}`;

function positionInQuery(error: unknown, offset: number, sqlLength: number): number {
  const parsed = databaseErrorSchema.safeParse(error);
  const raw = parsed.success ? Number(parsed.data.position ?? 0) : 0;
  const inQuery = raw - explainPrefix.length;
  return inQuery >= 1 && inQuery <= sqlLength + 1 ? inQuery + offset : 0;
}

function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
}

async function setLimits(tx: Database, deadline: number): Promise<void> {
  const remaining = Math.max(1, Math.round(deadline - performance.now()));
  await tx.query(`set local statement_timeout = ${remaining}`);
}

async function runChecked(
  tx: Database,
  sql: string,
  options: Required<RunCustomQueryOptions>,
  deadline: number,
): Promise<Omit<QueryRunResult, 'durationMs' | 'errorMessage' | 'errorPosition'>> {
  const wrapped = `${sql}\n) as __q`;
  await tx.query('set transaction read only');
  await setLimits(tx, deadline);
  await tx.query(`set local search_path = ${QUERY_VIEWS_SCHEMA}, pg_catalog`);
  await tx.query(`set local role ${QUERY_READER_ROLE}`);
  // The estimate of the query as it will run to its end: a LIMIT would price only its first rows.
  const [plan] = await tx.query<{ 'QUERY PLAN': unknown }>(`${explainPrefix}${wrapped}`);
  const cost = planSchema.parse(
    typeof plan?.['QUERY PLAN'] === 'string'
      ? JSON.parse(plan['QUERY PLAN'])
      : plan?.['QUERY PLAN'],
  )[0]?.Plan['Total Cost'];
  if (cost !== undefined && cost > options.maxCost) {
    throw new Error(
      `The query is too expensive to run here (estimated cost ${Math.round(cost)}, limit ${options.maxCost}); add filters or aggregate`,
    );
  }
  await setLimits(tx, deadline);
  const nameRows = await tx.query<{ name: string }>(
    `select json_object_keys(row_to_json(__r)) as name from (select __q.* from (values (1)) as __d(__n) left join (\n${sql}\n) as __q on true limit $1) as __r`,
    [1],
  );
  const names = nameRows.map((row) => row.name);
  if (names.length === 0) return { columns: [], rows: [], truncated: false, truncatedReason: '' };
  const aliases = names.map((_, i) => `__c${i}`);
  const typeList = aliases.map((a, i) => `pg_typeof(__q.${a})::text as __t${i}`).join(', ');
  const aliased = `(\n${sql}\n) as __q(${aliases.join(', ')})`;
  // Bytes are counted in the database (the row's text), running over the rows: the rows after the
  // cap never leave it, and the row that crosses it comes without its values.
  const capped = aliases.map((a) => `case when __w.__run <= $2 then __w.${a} end as ${a}`);
  await setLimits(tx, deadline);
  let rows = await tx.query<Record<string, unknown>>(
    `select ${capped.join(', ')}, ${aliases.map((_, i) => `__w.__t${i}`).join(', ')}, __w.__run
     from (select __q.*, ${typeList}, octet_length(__q::text) as __b,
       sum(octet_length(__q::text)) over (rows between unbounded preceding and current row) as __run
       from ${aliased}) as __w
     where __w.__run - __w.__b < $2 limit $1`,
    [options.maxRows + 1, options.maxBytes],
  );
  const overBytes = rows.findIndex((row) => Number(row.__run) > options.maxBytes);
  const cutByBytes = overBytes >= 0;
  if (cutByBytes) rows = rows.slice(0, overBytes);
  let typeRow = rows[0];
  if (!typeRow) {
    await setLimits(tx, deadline);
    [typeRow] = await tx.query<Record<string, unknown>>(
      `select ${typeList} from (values (1)) as __d(__n) left join ${aliased} on true limit $1`,
      [1],
    );
  }
  const cutByRows = !cutByBytes && rows.length > options.maxRows;
  if (cutByRows) rows = rows.slice(0, options.maxRows);
  const truncatedReason = cutByBytes
    ? `Only the first ${rows.length.toLocaleString('en-US')} rows are shown: the result is larger than ${sizeLabel(options.maxBytes)}`
    : cutByRows
      ? `Only the first ${options.maxRows.toLocaleString('en-US')} rows are shown`
      : '';
  const keys = uniqueNames(names);
  const columns: ResultColumn[] = keys.map((name, i) => {
    const rawType = String(typeRow?.[`__t${i}`] ?? 'unknown');
    return { name, rawType, type: NUMBER_TYPES.has(rawType) ? 'number' : 'string' };
  });
  const cells = rows.map((row) => {
    const out: Record<string, JsonCell> = {};
    keys.forEach((key, i) => {
      out[key] = toJsonCell(row[`__c${i}`]);
    });
    return out;
  });
  return { columns, rows: cells, truncated: cutByBytes || cutByRows, truncatedReason };
}

/**
 * Runs one custom query after the safety check: read-only, as the query reader role, with the
 * curated views on the search path, a time limit, a cost ceiling and a row cap. Failures
 * (refusals, PostgreSQL errors, timeouts) are answered with `errorMessage` and the 1-based
 * position in `sql`, never thrown.
 */
export async function runCustomQuery(
  db: Database,
  sql: string,
  options: RunCustomQueryOptions = {},
): Promise<QueryRunResult> {
  const started = performance.now();
  await loadQueryParser();
  const verdict = checkQuerySafety(sql);
  if (!verdict.ok) return failedResult(verdict.message, verdict.position, started);
  const settings: Required<RunCustomQueryOptions> = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
    maxCost: options.maxCost ?? MAX_COST[db.mode],
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  };
  const deadline = started + settings.timeoutMs;
  try {
    const result = await db.transaction((tx) => runChecked(tx, verdict.sql, settings, deadline));
    return {
      ...result,
      errorMessage: '',
      errorPosition: 0,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = positionInQuery(error, verdict.offset, verdict.sql.length);
    return failedResult(message, position, started);
  }
}
