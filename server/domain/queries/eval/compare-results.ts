import type { JsonCell } from '#server/domain/queries/to-json-cell.ts';

type Cell = string | number | null;
type Rows = Cell[][];

/** Absolute tolerance for numbers (the translator may round averages to two decimals). */
const TOLERANCE = 0.011;
/** How an answer's number column may relate to the reference's: as is, or a share as a fraction. */
const SCALES = [1, 100] as const;

function toCell(value: JsonCell | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value)) return Number(value);
  return value;
}

function toRows(rows: readonly Record<string, JsonCell>[]): Rows {
  return rows.map((row) => Object.values(row).map(toCell));
}

function sameCell(actual: Cell, expected: Cell, scale: number): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    const diff = Math.abs(actual * scale - expected);
    return diff <= TOLERANCE * scale || diff <= Math.abs(expected) * 1e-9;
  }
  return scale === 1 && actual === expected;
}

function compareCells(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : 1;
}

function column(rows: Rows, index: number): Cell[] {
  return rows.map((row) => row[index] ?? null);
}

/** The scales at which an answer's column holds the same values as a reference column. */
function columnScales(actual: Cell[], expected: Cell[]): number[] {
  const a = [...actual].sort(compareCells);
  const e = [...expected].sort(compareCells);
  return SCALES.filter((scale) => a.every((cell, i) => sameCell(cell, e[i] ?? null, scale)));
}

type Assignment = { index: number; scale: number }[];

function project(rows: Rows, assignment: Assignment): Rows {
  return rows.map((row) => assignment.map(({ index }) => row[index] ?? null));
}

function sameRow(actual: Cell[], expected: Cell[], assignment: Assignment): boolean {
  return expected.every((cell, j) => sameCell(actual[j] ?? null, cell, assignment[j]?.scale ?? 1));
}

/** Every reference row has its own answer row (row order ignored). */
function sameRowSet(actual: Rows, expected: Rows, assignment: Assignment): boolean {
  const used = new Set<number>();
  return expected.every((row) => {
    const found = actual.findIndex((other, i) => !used.has(i) && sameRow(other, row, assignment));
    if (found < 0) return false;
    used.add(found);
    return true;
  });
}

function direction(values: Cell[]): 'up' | 'down' | 'flat' | 'none' {
  if (!values.every((v) => typeof v === 'number')) return 'none';
  const numbers = values as number[];
  let up = false;
  let down = false;
  for (let i = 1; i < numbers.length; i++) {
    const step = (numbers[i] ?? 0) - (numbers[i - 1] ?? 0);
    if (step > TOLERANCE) up = true;
    if (step < -TOLERANCE) down = true;
  }
  if (up && down) return 'none';
  return up ? 'up' : down ? 'down' : 'flat';
}

/**
 * In order: every number column the reference sorts by (ascending or descending) runs the same
 * way in the answer, so ties may come in any order. With no such column, the rows come in the
 * reference's order, unless a number column holds one value in every row: the rows then tie on
 * it (a top two of states with 6 decreases each), and the database's order among ties is its
 * own choice, not the question's.
 */
function sameOrder(actual: Rows, expected: Rows, assignment: Assignment): boolean {
  const columns = expected[0] ? expected[0].map((_, j) => j) : [];
  const sorted = columns.filter((j) => ['up', 'down'].includes(direction(column(expected, j))));
  if (sorted.length === 0) {
    const allTied =
      expected.length > 1 && columns.some((j) => direction(column(expected, j)) === 'flat');
    return allTied || expected.every((row, i) => sameRow(actual[i] ?? [], row, assignment));
  }
  return sorted.every((j) => {
    const scale = assignment[j]?.scale ?? 1;
    const values = column(actual, j).map((v) => (typeof v === 'number' ? v * scale : v));
    return direction(values) === direction(column(expected, j)) || direction(values) === 'flat';
  });
}

/** A row whose numbers are all zero or null (a group with nothing in it), e.g. a carrier with 0 letters. */
function isEmptyGroup(row: Cell[]): boolean {
  const numbers = row.filter((cell) => typeof cell === 'number' || cell === null);
  return (
    numbers.length > 0 &&
    row.some((cell) => typeof cell === 'string') &&
    numbers.every((cell) => cell === null || cell === 0)
  );
}

/**
 * A comparison of k groups said wide, one row with a number column per group ("count filter
 * (where carrier = A), count filter (where carrier = B)"), holds the same figures as the k rows of
 * a label and its figure said long ("carrier, count(*) ... group by carrier"): the wide row's
 * numbers, in any order, are a number column of the long rows.
 */
function wideMatchesLong(wide: Rows, long: Rows): boolean {
  const [row] = wide;
  if (wide.length !== 1 || !row || row.length < 2 || long.length !== row.length) return false;
  if (!row.every((cell) => typeof cell === 'number')) return false;
  const width = long[0]?.length ?? 0;
  if (width < 2) return false;
  for (let k = 0; k < width; k++) if (columnScales(column(long, k), row).length > 0) return true;
  return false;
}

/** Whether a reference SQL asks for an order that matters: an ORDER BY with a LIMIT. */
export function isOrderedReference(sql: string): boolean {
  return /\border\s+by\b/i.test(sql) && /\blimit\s+\d+/i.test(sql);
}

/**
 * Whether an answer holds the reference's result: the same number of rows, and for every
 * reference column a column of the answer with the same values row by row (extra columns in the
 * answer are allowed, e.g. the carrier beside a count, or the filing beside its rate impact).
 * Numbers agree within 0.011; a share may be a fraction where the reference has a percentage.
 * Row order is ignored unless `ordered`. When the row counts differ, groups whose numbers are all
 * zero or null are left out on both sides (a carrier with no objection letters may be listed
 * with 0 or not at all); and a comparison said wide (one row, a number column per group) matches
 * the same figures said long (a row per group, with its label): `wideMatchesLong`.
 */
export function resultsMatch(
  actualRows: readonly Record<string, JsonCell>[],
  expectedRows: readonly Record<string, JsonCell>[],
  ordered = false,
): boolean {
  let actual = toRows(actualRows);
  let expected = toRows(expectedRows);
  if (actual.length !== expected.length) {
    // Groups with nothing in them may be listed (left join) or left out (inner join).
    actual = actual.filter((row) => !isEmptyGroup(row));
    expected = expected.filter((row) => !isEmptyGroup(row));
  }
  if (actual.length !== expected.length)
    return wideMatchesLong(actual, expected) || wideMatchesLong(expected, actual);
  if (expected.length === 0) return true;
  const width = expected[0]?.length ?? 0;
  const actualWidth = actual[0]?.length ?? 0;
  const candidates: Assignment[] = [];
  for (let j = 0; j < width; j++) {
    const options: Assignment = [];
    for (let k = 0; k < actualWidth; k++) {
      for (const scale of columnScales(column(actual, k), column(expected, j))) {
        options.push({ index: k, scale });
      }
    }
    if (options.length === 0) return false;
    candidates.push(options);
  }
  const tryFrom = (j: number, chosen: Assignment): boolean => {
    if (j === width) {
      const projected = project(actual, chosen);
      const rows = sameRowSet(projected, expected, chosen);
      return rows && (!ordered || sameOrder(projected, expected, chosen));
    }
    return (candidates[j] ?? []).some(
      (option) =>
        !chosen.some((c) => c.index === option.index) && tryFrom(j + 1, [...chosen, option]),
    );
  };
  return tryFrom(0, []);
}
