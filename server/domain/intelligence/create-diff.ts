import type { DiffReport } from '#contract/intelligence/diff-report.ts';
import type { Database } from '#server/db/connection.ts';
import { loadFilingDetails } from '#server/domain/filings/load-filing-details.ts';
import { buildDiffReport } from './build-diff-report.ts';
import { loadProgramTables } from './program-tables.ts';

export type DiffResult =
  | { ok: true; report: DiffReport; warnings: string[] }
  | { ok: false; errorMessage: string };

/**
 * Compares filing B with filing A. An unknown tracking number is an error message; filings of
 * different lines of business or states are still compared, with a warning.
 */
export async function createDiff(db: Database, a: string, b: string): Promise<DiffResult> {
  const [left, right] = await Promise.all([loadFilingDetails(db, a), loadFilingDetails(db, b)]);
  const unknown = [left ? null : a, right ? null : b].filter((x): x is string => x !== null);
  if (!left || !right) {
    return {
      ok: false,
      errorMessage: `No filing with tracking number ${[...new Set(unknown)].join(' or ')}.`,
    };
  }
  const warnings: string[] = [];
  if (a === b) warnings.push('Both sides are the same filing: nothing differs.');
  if (left.whole.line_of_business !== right.whole.line_of_business) {
    warnings.push(
      `The filings are for different lines of business (${left.whole.line_of_business} and ${right.whole.line_of_business}); their figures are not directly comparable.`,
    );
  }
  if (left.whole.state !== right.whole.state) {
    warnings.push(
      `The filings are in different states (${left.whole.state} and ${right.whole.state}).`,
    );
  }
  const [programA, programB] = await Promise.all([
    loadProgramTables(db, left.whole.product_segment, a),
    loadProgramTables(db, right.whole.product_segment, b),
  ]);
  return {
    ok: true,
    report: buildDiffReport(left, right, { a: programA, b: programB }),
    warnings,
  };
}
