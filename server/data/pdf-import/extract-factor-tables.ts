import type { ExtractedFactor, ExtractedLevel } from './extracted-filing.ts';
import { LABEL_CONFIDENCE, REPAIR_FACTOR } from './match-label.ts';
import { parseDecimal } from './parse-figures.ts';
import type { PageText } from './read-pdf-text.ts';
import { type FoundTable, readContinuedRows, readTables, type TableSpec } from './read-tables.ts';
import { type FactorColumn, factorColumn, isFactorFigure } from './table-columns.ts';

export const FACTOR_TABLE: TableSpec<FactorColumn> = {
  column: factorColumn,
  required: ['level', 'before', 'after'],
  minColumns: 3,
  isFigure: isFactorFigure,
};

/** "(continued)", also cut short by a title's length limit: "(contin", "(c". */
const CONTINUED =
  /\s*\((?:c|co|con|cont|conti|contin|continu|continue|continued|cont'?d\.?)\)?\s*$/i;
const PREFIX = /^(rule|table|exhibit|page|schedule)\s+[\w.-]+\s*[.:)-]?\s+/i;
const SUFFIX = /\s+(factors?|relativities|relativity table|table)$/i;
const CATEGORY = /^(.*?)\s*\(([^()]+)\)$/;
const BASE = /\s*\(base\)$/i;

/** "Driver Age Factors - Driver": the name, then the category after the dash. */
const DASHED_CATEGORY = /^(.*?)\s+(?:factors?|relativities)\s+[-–:]\s+(.+)$/i;

/**
 * A factor's name and category from the table's title ("Rule 301. Driver Age (Driver)", "Driver
 * Age Factors - Driver").
 */
export function factorTitle(title: string): { name: string; category: string | null } {
  let text = title.replace(CONTINUED, '').trim().replace(PREFIX, '').trim();
  text = text.replace(/^[-–:]\s*/, '');
  const dashed = DASHED_CATEGORY.exec(text);
  if (dashed) return { name: (dashed[1] ?? '').trim(), category: (dashed[2] ?? '').trim() };
  const m = CATEGORY.exec(text);
  const name = (m ? (m[1] ?? '') : text).replace(SUFFIX, '').trim();
  return { name, category: m ? (m[2] ?? '').trim() : null };
}

function levelsOf(table: FoundTable<FactorColumn>): ExtractedLevel[] {
  const quality = new Map(
    table.columns.flatMap((c) =>
      c.key && c.quality ? [[c.key, LABEL_CONFIDENCE[c.quality]] as const] : [],
    ),
  );
  const levels: ExtractedLevel[] = [];
  for (const row of table.rows) {
    const cell = row.cells.level;
    if (!cell || cell.text === '') continue;
    const base = BASE.test(cell.text);
    const level = cell.text.replace(BASE, '').trim();
    const out: ExtractedLevel = {
      level: {
        value: level,
        text: cell.text,
        page: table.page,
        box: cell.box,
        confidence: quality.get('level') ?? 0.5,
      },
      base,
    };
    for (const side of ['before', 'after'] as const) {
      const c = row.cells[side];
      const parsed = c ? parseDecimal(c.text) : null;
      if (c && parsed)
        out[side] = {
          value: parsed.value,
          text: c.text,
          page: table.page,
          box: c.box,
          confidence: (quality.get(side) ?? 0.5) * (parsed.repaired ? REPAIR_FACTOR : 1),
        };
    }
    levels.push(out);
  }
  return levels;
}

const isCombined = (table: FoundTable<FactorColumn>): boolean =>
  table.columns.some((c) => c.key === 'factor');

/**
 * Adds the rows of a table of several factors (a "Factor" column naming each factor on its first
 * row, the rows under it with an empty factor cell its further levels; a "Category" column, or the
 * name's parentheses, its category) to `factors`; rows before any name continue `current`.
 */
function addCombined(
  table: FoundTable<FactorColumn>,
  factors: ExtractedFactor[],
  current: ExtractedFactor | null,
): ExtractedFactor | null {
  const quality = table.columns.find((c) => c.key === 'factor')?.quality ?? 'keyword';
  let factor = current;
  for (const row of table.rows) {
    const cell = row.cells.factor;
    if (cell && cell.text !== '') {
      const title = factorTitle(cell.text);
      const category = row.cells.category?.text || title.category;
      factor = {
        name: {
          value: title.name,
          text: cell.text,
          page: table.page,
          box: cell.box,
          confidence: LABEL_CONFIDENCE[quality],
        },
        category: category || null,
        levels: [],
      };
      factors.push(factor);
    }
    factor?.levels.push(...levelsOf({ ...table, rows: [row] }));
  }
  return factor;
}

/**
 * The rating factor tables: each titled by the line above its header (or, in a table of several
 * factors, named in its "Factor" column); a table continued on the
 * next page (titled "(continued)", or without a header at all) adds its levels to the factor.
 */
export function extractFactorTables(pages: readonly PageText[]): ExtractedFactor[] {
  const factors: ExtractedFactor[] = [];
  let previous = null as FoundTable<FactorColumn> | null;
  let combined: ExtractedFactor | null = null;
  for (const page of pages) {
    const found = readTables(page, FACTOR_TABLE);
    let tables = found;
    const last = factors.at(-1);
    const carried: FoundTable<FactorColumn> | null =
      previous?.reachesPageEnd && previous.page === page.page - 1 ? previous : null;
    if (carried && last) {
      const first = found[0];
      const above = first ? first.headerTop + first.bodySize : Number.NEGATIVE_INFINITY;
      const continued: FoundTable<FactorColumn> | null = readContinuedRows(
        page,
        carried,
        FACTOR_TABLE,
        above,
      );
      const levels = continued ? levelsOf(continued).filter((l) => l.before && l.after) : [];
      if (continued && levels.length > 0) {
        if (isCombined(carried)) combined = addCombined(continued, factors, combined);
        else last.levels.push(...levels);
        previous = continued;
      } else if (
        first &&
        !isCombined(first) &&
        (!first.title ||
          (CONTINUED.test(first.title.text) &&
            factorTitle(first.title.text).name === last.name.value))
      ) {
        last.levels.push(...levelsOf(first));
        tables = found.slice(1);
        previous = first;
      }
    }
    if (found.length === 0 && previous?.page !== page.page) previous = null;
    for (const table of tables) {
      previous = table;
      if (isCombined(table)) {
        // A repeated header continues the factor of the rows above it.
        combined = addCombined(table, factors, combined);
        continue;
      }
      const title = table.title ? factorTitle(table.title.text) : null;
      if (!title || !table.title || title.name === '') continue;
      const same = factors.find(
        (f) => f.name.value === title.name && CONTINUED.test(table.title?.text ?? ''),
      );
      if (same) {
        same.levels.push(...levelsOf(table));
        continue;
      }
      factors.push({
        name: {
          value: title.name,
          text: table.title.text,
          page: table.page,
          box: table.title.box,
          confidence: PREFIX.test(table.title.text) ? 0.95 : 0.85,
        },
        category: title.category,
        levels: levelsOf(table),
      });
    }
  }
  return factors.filter((f) => f.levels.length > 0);
}
