import {
  type Extracted,
  type ExtractedCompany,
  RATE_FIELDS,
  type RateField,
  type RateFigures,
} from './extracted-filing.ts';
import { LABEL_CONFIDENCE, REPAIR_FACTOR } from './match-label.ts';
import { type Parsed, parseCount, parseMoney, parsePercent } from './parse-figures.ts';
import type { PageText } from './read-pdf-text.ts';
import { readRateBlocks } from './read-rate-blocks.ts';
import { type ParseRateFigure, type RateLayoutRead, readRateColumns } from './read-rate-columns.ts';
import {
  type Cell,
  type FoundTable,
  readContinuedRows,
  readTables,
  type TableSpec,
} from './read-tables.ts';
import { isFigure, type RateColumn, rateColumn } from './table-columns.ts';

export const RATE_TABLE: TableSpec<RateColumn> = {
  column: rateColumn,
  required: ['company'],
  minColumns: 4,
  isFigure,
};

const PARSERS: Record<RateField, (text: string) => Parsed<number>> = {
  indicated_change: parsePercent,
  rate_impact: parsePercent,
  max_change: parsePercent,
  min_change: parsePercent,
  written_premium_change: parseMoney,
  written_premium_for_program: parseMoney,
  policyholders_affected: parseCount,
};

const OVERALL = /^(overall|total|all companies|combined)\b/i;

/** Every rate table of the document, a table continued on the next page without a header joined to it. */
export function findRateTables(pages: readonly PageText[]): FoundTable<RateColumn>[] {
  const out: FoundTable<RateColumn>[] = [];
  for (const page of pages) {
    const found = readTables(page, RATE_TABLE);
    const last = out.at(-1);
    if (last?.reachesPageEnd && last.page === page.page - 1) {
      const first = found[0];
      const above = first ? first.headerTop + first.bodySize : Number.NEGATIVE_INFINITY;
      const continued = readContinuedRows(page, last, RATE_TABLE, above);
      if (continued) out.push(continued);
    }
    out.push(...found);
  }
  return out;
}

function figure(
  field: RateField,
  cell: Cell | undefined,
  page: number,
  base: number,
): Extracted<number> | undefined {
  if (!cell) return undefined;
  const parsed = PARSERS[field](cell.text);
  if (!parsed) return undefined;
  return {
    value: parsed.value,
    text: cell.text,
    page,
    box: cell.box,
    confidence: base * (parsed.repaired ? REPAIR_FACTOR : 1),
  };
}

const parseFigure: ParseRateFigure = (field, text) => PARSERS[field](text);

/**
 * The companies of the rate information with their figures, and the overall figures: from a
 * table with a row per company (SERFF's layout), else a table with a column per company, else a
 * block of labelled figures per company.
 */
export function extractRateTable(pages: readonly PageText[]): RateLayoutRead {
  const rows = extractRateRows(pages);
  if (rows.companies.length > 0) return rows;
  for (const page of pages) {
    const columns = readRateColumns(page, parseFigure);
    if (columns) return columns;
  }
  return readRateBlocks(pages, parseFigure) ?? rows;
}

/** The companies of the rate information table with their figures, and the overall row. */
function extractRateRows(pages: readonly PageText[]): RateLayoutRead {
  const companies: ExtractedCompany[] = [];
  let overall: RateFigures = {};
  for (const table of findRateTables(pages)) {
    const quality = new Map(
      table.columns.flatMap((c) =>
        c.key && c.quality ? [[c.key, LABEL_CONFIDENCE[c.quality]] as const] : [],
      ),
    );
    for (const row of table.rows) {
      const nameCell = row.cells.company;
      if (!nameCell || nameCell.text === '') continue;
      const figures: RateFigures = {};
      for (const field of RATE_FIELDS) {
        const value = figure(field, row.cells[field], table.page, quality.get(field) ?? 0.5);
        if (value) figures[field] = value;
      }
      if (OVERALL.test(nameCell.text)) {
        if (Object.keys(overall).length === 0) overall = figures;
        continue;
      }
      if (companies.some((c) => c.name.value === nameCell.text)) continue;
      companies.push({
        name: {
          value: nameCell.text,
          text: nameCell.text,
          page: table.page,
          box: nameCell.box,
          confidence: quality.get('company') ?? 0.5,
        },
        figures,
      });
    }
  }
  return { companies, overall };
}
